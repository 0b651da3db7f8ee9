import { AuthApplyWorkspace } from './components/AuthApplyWorkspace.tsx';
import { authApplyVariantOf } from './variant.ts';

/**
 * The authorisation applications (§2.2), one page for two routes (variant.ts): /userCenter/authApply 权限申请 (the
 * user centre's /resAuthApplyGrzx/* calls, 我的申请 first) and /Base/auth-management/authApply 权限申请审批 (the
 * operations centre's /resAuthApply/* calls, 待我审批 first). Tabs 我的申请 / 待我审批 / 我已审批; 新增申请 on 我的申请.
 * Gated by the page's menu: the menu seed has no button codes for these pages.
 */
export default function AuthApplyPage({ path }: { title: string; path: string }) {
  const variant = authApplyVariantOf(path);
  return <AuthApplyWorkspace key={variant.side} side={variant.side} tabs={variant.tabs} />;
}
