/**
 * The validation platform's path-to-words rule (platform/validation.ts): where a refused request's fault is, in the
 * words of the contract's field labels (FIELD_LABELS), rows of a list by number; a path through an unlabelled field
 * keeps the technical form. Table-driven on small schemas and on the real authorisation-application payload.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authApplyPayloadSchema, labelled } from '@portal/shared';
import { pathInWords, validationMessage } from '../src/platform/validation.ts';

const row = z.object({
  entId: labelled(z.string(), '授予企业'),
  note: z.string(),
  tags: labelled(z.array(labelled(z.string(), '标签')).nullish(), '标签列表'),
});
const schema = z
  .object({
    reason: labelled(z.string().trim().max(10).optional(), '申请事由'),
    users: labelled(
      z
        .array(row)
        .nullish()
        .transform((v) => v ?? []),
      '用户列表',
    ),
    plain: z.string(),
    data: labelled(
      z
        .string()
        .transform((s) => JSON.parse(s) as unknown)
        .pipe(z.object({ name: labelled(z.string(), '单位名称') })),
      '申请数据',
    ),
  })
  .superRefine(() => undefined)
  .transform((v) => v);

describe('pathInWords', () => {
  it.each<[rule: string, path: (string | number)[], words: string[] | null]>([
    ['the whole request', [], []],
    ['a labelled field', ['reason'], ['申请事由']],
    ['a list', ['users'], ['用户列表']],
    ['a list row (a number)', ['users', 0], ['用户列表', '第1行']],
    ['a list row (the text of an instancePath)', ['users', '2'], ['用户列表', '第3行']],
    ['a row’s labelled field', ['users', 0, 'entId'], ['用户列表', '第1行', '授予企业']],
    ['a list inside a row', ['users', 1, 'tags', 4], ['用户列表', '第2行', '标签列表', '第5行']],
    ['through a JSON text parsed then checked', ['data', 'name'], ['申请数据', '单位名称']],
    ['an unlabelled field', ['plain'], null],
    ['an unlabelled field of a row', ['users', 0, 'note'], null],
    ['a field the schema does not have', ['nope'], null],
    ['a row of something that is not a list', ['reason', 0], null],
  ])('%s', (_rule, path, words) => {
    expect(pathInWords(schema, path)).toEqual(words);
  });
});

describe('validationMessage', () => {
  it.each<[rule: string, path: (string | number)[], message: string, out: string]>([
    [
      'a row’s field, named by the message already',
      ['users', 0, 'entId'],
      '请选择企业',
      '用户列表第1行的授予企业：请选择企业',
    ],
    [
      'the field’s label is left out when the message names it',
      ['reason'],
      '申请事由不能超过10个字符',
      '申请事由不能超过10个字符',
    ],
    ['a labelled field the message does not name', ['reason'], '太长', '申请事由：太长'],
    ['a list row', ['users', 3], '格式错误', '用户列表第4行：格式错误'],
    [
      'a list inside a row, its label named by the message',
      ['users', 0, 'tags'],
      '标签列表过长',
      '用户列表第1行：标签列表过长',
    ],
    ['the whole request', [], '请指定申请', '请求参数错误：body 请指定申请'],
    ['an unlabelled field keeps the technical path', ['plain'], '必填', '请求参数错误：body.plain 必填'],
    ['an unlabelled row field too', ['users', 0, 'note'], '必填', '请求参数错误：body.users.0.note 必填'],
  ])('%s', (_rule, path, message, out) => {
    expect(validationMessage(schema, 'body', path, message)).toBe(out);
  });

  it('without a schema: the technical path', () => {
    expect(validationMessage(undefined, 'querystring', ['id'], '必填')).toBe('请求参数错误：querystring.id 必填');
  });

  it.each<[rule: string, payload: Record<string, unknown>, out: string]>([
    [
      'a type-2 row without its enterprise',
      {
        applyType: 2,
        productType: '01',
        roleId: 'r1',
        reason: '业务需要',
        resRoleUserApplyList: [{ userId: 'u1', entId: '', userSource: 1 }],
      },
      '用户列表第1行的授予企业：请选择企业',
    ],
    [
      'a type-1 row without its name',
      { applyType: 1, productType: '01', reason: '业务需要', resRoleApplyList: [{ roleName: 'a' }, { roleName: ' ' }] },
      '角色列表第2行：请输入角色名称',
    ],
    ['no type', { productType: '01' }, '请选择申请类型'],
    ['no plate', { applyType: 1, reason: '业务需要', resRoleApplyList: [{ roleName: 'a' }] }, '请选择板块'],
  ])('the authorisation application payload: %s', (_rule, payload, out) => {
    const parsed = authApplyPayloadSchema.safeParse(payload);
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues[0];
    expect(validationMessage(authApplyPayloadSchema, 'body', issue.path as (string | number)[], issue.message)).toBe(
      out,
    );
  });
});
