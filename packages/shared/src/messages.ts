/**
 * Chinese UI and API messages. Texts the spec gives in Chinese are copied from it character for
 * character (including its half-width `!` and spaces); texts the spec gives only in English are
 * written here once in natural Chinese.
 */

// --- Dialog titles and buttons (§2.5) ---
export const PROMPT_TITLE = '提示信息';
export const OK_TEXT = '确定';
export const CANCEL_TEXT = '取消';
/** §2.5 generic prompt default text: switching to "not involved" clears the filled data. */
export const PROMPT_DEFAULT_TEXT = '切换为不涉及将清空已填写的数据，是否继续？';
export const PHONE_CODE_TITLE = '发送验证码';
export const TAX_TASK_TITLE = '创建任务';
/** §2.5 tax task prompt: the current quarter has no task; create one? */
export const TAX_TASK_PROMPT = '当前季度暂无任务，是否创建当前季度的任务？';
export const APPLY_TITLE_ADD = '新增申请';
export const APPLY_TITLE_EDIT = '编辑申请';
export const APPLY_TITLE_CHECK = '查看申请';
export const USER_PICKER_TITLE = '选择用户';

// --- Phone code (§4, §5, §8.3) ---
export const VERIFY_SUCCESS = '验证成功';
/** Spec text verbatim: half-width comma followed by a space. */
export const NO_PHONE_BOUND = '当前账号没有绑定手机号, 验证码发送失败!';
export const CODE_REQUIRED = '请输入验证码';

// --- Success toasts (§8.3) ---
export const TASK_CREATED = '创建任务成功';
export const SUBMIT_SUCCESS = '提交成功';
export const APPROVE_SUCCESS = '通过成功';
export const REJECT_SUCCESS = '驳回成功';
export const OPERATION_SUCCESS = '操作成功';

// --- Failures and loading (§4, §8.3) ---
export const REJECT_OPINION_REQUIRED = '请输入驳回审批意见';
export const NOTICE_LOAD_FAILED = '获取通知信息失败';
export const UPLOAD_FAILED = '文件上传失败';
export const UPLOAD_TYPE_REJECTED = '该文件格式不支持上传！';
export const UPLOAD_SIZE_REJECTED = '该文件大小超过最大限度！';
export const PREVIEW_LOADING = '正在加载中，请稍等';
export const REQUEST_ERROR = '请求报错';
/** §8.3 image preview failure: 请求报错 followed by the error text. */
export function requestErrorWith(detail: string): string {
  return REQUEST_ERROR + detail;
}
export const WS_URL_MISSING = 'wsUrl不存在';
export const MISSING_SERIAL_NO = '缺少流水号';
export const LOGIN_REQUIRED_FROM_HOME = '请先在首页登录';
export const NO_MENU_PERMISSION = '您没有该菜单的访问权限，请联系管理员';
/** §4 product-rule note: a product's online service has been opened. */
export const PRODUCT_ONLINE_OPENED = '产品线上服务已开通';

// --- Application form (§5) ---
export const APPLY_TYPE_REQUIRED = '请选择申请类型';
export const PLATE_REQUIRED = '请选择板块';
export const ROLE_REQUIRED = '请选择角色';
export const PERMISSION_REQUIRED = '请选择权限';
export const REASON_REQUIRED = '请输入申请事由';
export const OPINION_REQUIRED = '请输入审批意见';
export const ADD_ROLE_REQUIRED = '请添加角色';
export const ROLE_NAME_REQUIRED = '请输入角色名称';
export const USER_REQUIRED = '请选择用户';
export const ENTERPRISE_REQUIRED = '请选择企业';
export const PERMISSION_TO_ADD_REQUIRED = '请选择要添加的权限';

// --- Organisation change (§5) ---
export const CREDIT_CODE_REQUIRED = '请输入统一社会信用代码';
export const CREDIT_CODE_TOO_SHORT = '统一社会信用代码长度最少应为18位';
export const CREDIT_CODE_INVALID = '请输入正确的统一社会信用代码';
export const UPLOAD_DOCX_ONLY = '上传文件必须是docx格式!';
export const UPLOAD_TOO_LARGE = '上传文件大小不能超过 10MB!';
export const APPLY_FILE_REQUIRED = '请上传申请文件';

export type OrgChangeField = 'parent' | 'plate' | 'companyName' | 'creditCode';
const ORG_FIELD: Record<OrgChangeField, [verb: string, label: string]> = {
  parent: ['请选择', '上级单位'],
  plate: ['请选择', '板块'],
  companyName: ['请输入', '单位名称'],
  creditCode: ['请输入', '统一社会信用代码'],
};
/**
 * §5 organisation-change required messages. For a change (type 2) the new values are marked 新 and the
 * old ones 原; 新 goes before the field name (请选择新上级单位), which reads naturally in Chinese.
 * `orgChangeRequired('creditCode')` equals CREDIT_CODE_REQUIRED and `orgChangeRequired('plate')` PLATE_REQUIRED.
 */
export function orgChangeRequired(field: OrgChangeField, variant: 'plain' | 'new' | 'old' = 'plain'): string {
  const [verb, label] = ORG_FIELD[field];
  const mark = variant === 'new' ? '新' : variant === 'old' ? '原' : '';
  return verb + mark + label;
}

// --- Header, enterprise switch, logout (§4, §5) ---
export function switchEntRefused(name: string): string {
  return `当前企业已是${name}，无需切换`;
}
export const SWITCH_ENT_CONFIRM = '切换企业将中断当前业务操作，是否确认切换？';
export const LOGOUT_CONFIRM = '确认退出当前用户?';

// --- Account rules (validators) ---
export const ACCOUNT_NAME_RULE = '账号须为4-30位字母、数字或下划线，且以字母开头';
export const PHONE_INVALID = '请输入正确的手机号码';
export const ID_CARD_INVALID = '请输入正确的身份证号码';

// --- Auth and API errors used by the server ---
export const CAPTCHA_INVALID = '验证码错误或已过期';
export function passwordWrong(remaining: number): string {
  return `账号或密码错误，还可尝试${remaining}次`;
}
export const ACCOUNT_DISABLED = '账号已停用，请联系管理员';
export function accountLockedNow(minutes: number): string {
  return `密码错误次数过多，账号已锁定${minutes}分钟`;
}
export function accountStillLocked(minutes: number): string {
  return `账号已锁定，请${minutes}分钟后再试`;
}
export function loginThrottled(seconds: number): string {
  return `该账号登录尝试过于频繁，请${seconds}秒后再试`;
}
export const TOKEN_INVALID = '登录已失效，请重新登录';
export const PERMISSION_DENIED = '没有该功能的操作权限，请联系管理员';
export const RECORD_NOT_FOUND = '记录不存在或无权访问';
export const CANNOT_DISABLE_SELF = '不能停用当前登录的账号';
export const ADMIN_VERIFY_REQUIRED = '请先完成手机验证码验证';
export const SMS_TOO_FREQUENT = '验证码发送过于频繁，请稍后再试';
export const SMS_CODE_INVALID = '短信验证码错误或已过期';
/** A request string holding NUL or a lone UTF-16 surrogate (refused for every route, before its schema). */
export const INPUT_BAD_CHARACTERS = '请求参数错误：包含不允许的字符';
export const BAD_URL = '请求地址格式错误';
export const HEADERS_TOO_LARGE = '请求头或请求地址过长';
export const PHONE_CHECK_TOO_FREQUENT = '查询过于频繁，请稍后再试';
export const CAPTCHA_REQUIRED_FIRST = '请先完成图形验证码校验';
export const PHONE_REGISTERED = '该手机号已注册';
export const PHONE_NOT_REGISTERED = '该手机号未注册';
export const ACCOUNT_EXISTS = '该账号已存在';
export const SMS_SENT = '验证码已发送';
export const REGISTER_OK = '注册成功';
export const PASSWORD_UPDATED = '密码修改成功，请重新登录';

// --- eLoan sub-app: loan applications (issue 3) ---
export const LOAN_PRODUCT_REQUIRED = '请选择贷款产品';
export const LOAN_AMOUNT_REQUIRED = '请输入申请金额';
export const LOAN_AMOUNT_RULE = '申请金额须大于0且不超过100,000,000元，最多保留两位小数';
export const LOAN_TERM_REQUIRED = '请输入贷款期限';
export const LOAN_TERM_RULE = '贷款期限须为1-360个月的整数';
export const LOAN_PURPOSE_RULE = '贷款用途须为2-200个字符';

// --- HTTP status (§8.2); error-codes.ts re-exports these with httpStatusMessage() ---
export const ACCOUNT_REPLACED = '您的账号已在其他设备登录，请确认密码是否泄露并及时修改';
export const HTTP_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: '请求错误',
  401: ACCOUNT_REPLACED,
  403: '拒绝访问',
  404: '请求地址出错',
  408: '请求超时',
  500: '服务器内部错误',
  501: '服务未实现',
  502: '网关错误',
  503: '服务不可用',
  504: '网关超时',
  505: 'HTTP版本不受支持',
};
/** Any other status. */
export function connectionError(status: number): string {
  return `连接错误${status}`;
}

/** Registration with the credit code of an enterprise already on the portal: its admin adds the user instead. */
export const ENTERPRISE_REGISTERED = '该企业已在门户注册，请联系企业管理员为您开通账号';
/** HTTP 429 from the per-route request limits. */
export const TOO_MANY_REQUESTS = '请求过于频繁，请稍后再试';

// --- Uploads (issue 13): the §8.3 refusals, said more precisely for an Excel import ---
export const UPLOAD_FILE_REQUIRED = '请选择要上传的文件';
export const UPLOAD_FILE_EMPTY = '上传的文件是空文件';
export const UPLOAD_FORM_INVALID = '上传表单格式不正确';
export const UPLOAD_XLSX_ONLY = `${UPLOAD_TYPE_REJECTED}请上传Excel（.xlsx）文件`;
export const UPLOAD_XLSX_TOO_LARGE = `${UPLOAD_SIZE_REJECTED}Excel文件不能超过10MB`;
export const UPLOAD_OLD_EXCEL = `${UPLOAD_TYPE_REJECTED}不支持.xls或加密的Excel文件，请另存为未加密的.xlsx后上传`;
export const UPLOAD_ZIP_BOMB = `${UPLOAD_TYPE_REJECTED}文件解压后的大小异常`;
export const UPLOAD_BROKEN = `${UPLOAD_TYPE_REJECTED}文件已损坏，无法读取`;
export const UPLOAD_PART_TOO_LONG = `${UPLOAD_TYPE_REJECTED}文件中有过长的内容（单元格或段落超过1MB），无法读取`;
/** The image preview (viewImage, issue 15) of a file that is not a png or jpeg. */
export const ATTACHMENT_NOT_IMAGE = '该文件不是图片，无法预览';

// --- Tax area (issue 13) ---
export const TAX_TYPE_NOT_FILED = '本企业未登记该税种，请先在企业档案中维护';
export const TAX_PERIOD_MISMATCH = '所属期与该税种的申报周期不符';
export const TAX_PERIOD_NOT_STARTED = '该所属期尚未开始，不能创建任务';
export const TAX_TASK_EXISTS = '该税种本所属期已有任务，无需重复创建';
export function taxTaskMoveRefused(from: string, to: string): string {
  return `任务当前为“${from}”，不能变更为“${to}”`;
}
export const TAX_TASK_STATE_CHANGED = '任务状态已变化，请刷新后重试';
export const TAX_AMOUNT_REQUIRED = '申报时请填写应纳税额';
export const TAX_PAID_AMOUNT_REQUIRED = '缴款时请填写缴款金额';
export const TAX_PAID_AMOUNT_TOO_LOW = '缴款金额不能少于应纳税额';
export const TAX_NOTHING_TO_PAY = '应纳税额为0，无需缴款';
export const TAX_TASK_LOCKED = '任务已申报或已缴款，报表不能修改';
export function taxPathMismatch(expected: string): string {
  return `该任务的税种路径应为${expected}`;
}
export function taxTableUnknown(code: string): string {
  return `报表不存在：${code}`;
}
export const TAX_COLUMN_UNKNOWN = '报表中没有该列';
export const TAX_COLUMN_IS_ROW_KEY = '栏次列不能清空';
export const TAX_VALIDATE_PASSED = '校验通过';
export function taxValidateFailed(count: number): string {
  return `校验未通过，共${count}处错误`;
}
export const TAX_TABLE_FILLED = '该报表已有数据，按申报偏好设置不允许覆盖导入';
export function taxImportQueued(ahead: number): string {
  return `排队中，前面还有${ahead}个导入任务`;
}
export const TAX_IMPORT_RUNNING = '正在导入';
export function taxImportDone(rows: number): string {
  return `导入成功，共${rows}行`;
}
export const TAX_IMPORT_UNCHANGED = '文件与上次导入的相同，数据未变化';
export function taxImportFailed(errors: number): string {
  return `导入失败，共${errors}处错误，数据未写入`;
}
export const TAX_IMPORT_INTERRUPTED = '导入已中断（服务重启），数据未写入，请重新上传';
export function taxImportTooManyRows(max: number): string {
  return `数据超过${max}行，请分批导入`;
}
export const TAX_IMPORT_NO_ROWS = '文件中没有数据行';
export const TAX_IMPORT_UNREADABLE = '文件内容无法读取，请确认是有效的Excel文件';
export function taxImportMissingColumn(title: string): string {
  return `缺少列“${title}”`;
}
export function taxImportUnknownColumn(title: string): string {
  return `无法识别的列“${title}”，请使用下载的模板`;
}
export function taxImportCellTooLong(max: number): string {
  return `单元格内容超过${max}个字符`;
}
export const INVOICE_NONE_TO_CONFIRM = '所选发票中没有可确认的进项发票';
export const FILE_PUSH_NO_DATA = '任务下没有可推送的报表数据';
export const FILE_PUSH_TASK_DONE = '任务已申报，无需推送';
export const FILE_PUSH_PUSHED = '已推送，等待税务系统受理';
export const FILE_PUSH_ACCEPTED = '税务系统已受理（任务已申报）';
export function filePushRejected(errors: number): string {
  return `报表校验未通过（${errors}处错误），未推送`;
}
export const TAX_PERIOD_UNKNOWN = '该所属期不在本企业的税款所属期范围内';
export const TAX_AMOUNT_NEGATIVE = '金额不能为负数';
export const TAX_REMIND_DATE_INVALID = '提醒日期不是有效的日期';
export const TAX_PERIODICITY_YEARLY_ONLY = '企业所得税年度汇算与转让定价只能按年申报';
export const TAX_TYPE_REPEATED = '税种不能重复';
/** VAT periodicity by taxpayer type (vat.ts vatPeriodicityIssue). */
export const TAX_VAT_GENERAL_MONTHLY = '一般纳税人的增值税按月申报，请将增值税的申报周期设为“按月”';
export const TAX_VAT_SMALL_SCALE_NOT_YEARLY = '小规模纳税人的增值税按月或按季申报，不能按年申报';
export const TAX_SAVED = '保存成功';
/** The holiday arrangement already has the day (edit it instead). */
export const TAX_HOLIDAY_EXISTS = '该日期已录入节假日安排，请直接修改';
export function taxTypeUnknown(code: string): string {
  return `税种代码不存在：${code}`;
}
export function invoicesConfirmed(count: number): string {
  return `已确认${count}张发票`;
}
export function taxImportRepeatedColumn(title: string): string {
  return `列“${title}”重复`;
}

// --- Permission administration (issue 12) ---
export const SAVE_SUCCESS = '保存成功';
export const DELETE_SUCCESS = '删除成功';
export const PRODUCT_CODE_TAKEN = '产品代码已存在';
export const PRODUCT_SYSTEM_LOCKED = '系统产品不可下架';
export const PRODUCT_SYSTEM_RESERVED = '系统产品代码不可使用';
export const ROLE_SYSTEM_NOT_EDITABLE = '系统角色不可修改';
export const ROLE_SYSTEM_NOT_DELETABLE = '系统角色不可删除';
export const ROLE_NOT_ASSIGNABLE = '该角色不可分配给用户';
export const ROLE_ALL_MENUS = '超级管理员拥有全部菜单，无需分配';
export const ROLE_CODE_TAKEN = '角色编码已存在';
/** A role name is unique within its enterprise (or the portal) and side: the 分配角色 dialog lists roles by name. */
export const ROLE_NAME_TAKEN = '角色名称已存在';
export const ROLE_HAS_USERS = '该角色下仍有用户，请先移除用户后再删除';
export const GRANT_EXCEEDS_OWN = '不能授予您本人未拥有的权限';
export const USER_NOT_IN_SCOPE = '所选用户不属于本企业或不存在';
export const CANNOT_REMOVE_OWN_ADMIN = '不能移除自己的企业管理员角色';
export const MENU_HAS_CHILDREN = '该菜单下还有子菜单，请先删除子菜单';
export function menuGrantedToRoles(count: number): string {
  return `该菜单已授予${count}个角色，请先在角色管理中取消分配后再删除`;
}
export const MENU_PARENT_MISSING = '上级菜单不存在';
export const MENU_WRONG_TREE = '该菜单不属于当前菜单树';
export const MENU_BUTTON_NEEDS_PERMS = '按钮须填写权限码';
export const MENU_PARENT_IS_BUTTON = '按钮下不能再添加菜单';
export const MENU_PERMS_TAKEN = '权限码已被其他按钮使用';

// --- Product opening (issue 12) ---
export const PRODUCT_OPEN_NEEDS_AGREEMENT = '请先阅读并同意产品协议';
export const PRODUCT_ALREADY_OPENED = '该产品已开通';
export const PRODUCT_NOT_OFFERED = '产品不存在或已下架';
export const PRODUCT_NEWS_CHANNEL_INVALID = '请选择公开新闻站点的栏目';
export const PRODUCT_SYSTEM_NOT_OPENABLE = '系统产品无需开通';
export const PRODUCT_OPENING_SUBMITTED = '已提交开通申请，请等待运营人员激活';
export const PRODUCT_OPENING_PENDING = '该产品正在开通中，请等待运营人员激活';
export const PRODUCT_OPENING_HANDLED = '该申请已处理';
export const PRODUCT_OPENING_ACTIVATED = '激活成功';
export const PRODUCT_OPENING_NONE = '暂无该产品的开通申请';
export const PRODUCT_OPENED_ASK_ADMIN = '本企业已开通该产品，请联系企业管理员为您分配权限';
export const PRODUCT_OPENED = '产品已开通';
export const PRODUCT_OPENING_WAIT = '产品开通中，请耐心等待…';

// --- Protocols and services (issue 12) ---
export const PROTOCOL_OUTDATED = '协议已更新，请重新阅读后同意';
export const PROTOCOL_WITHDRAWN = '该协议已停用，无需同意';
export const PROTOCOL_AGREED = '已同意';
export const PROTOCOL_CONTENT_EMPTY = '协议内容清理后为空，请输入正文';
export const SERVICE_NAME_TAKEN = '该产品下已有同名服务';

// --- Users administration (issue 12) ---
export const SUPER_ADMIN_PROTECTED = '不能停用超级管理员';
export const USER_IN_OTHER_ENTERPRISES = '该用户同时属于其他企业，不能停用其账号';
export const CANNOT_SUSPEND_OWN_MEMBERSHIP = '不能停用自己的企业关系';
export const SUPER_ADMIN_LAST = '至少需要保留一名超级管理员';
export const SUPER_ADMIN_SELF = '不能取消自己的超级管理员';
export const SUPER_ADMIN_EXTERNAL = '外部用户不能设为超级管理员';
export const SUPER_ADMIN_NOT_HELD = '该用户不是超级管理员';
export const PRODUCT_FILTER_UNAVAILABLE = '暂不支持按产品筛选企业';
