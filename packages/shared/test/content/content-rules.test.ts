/**
 * The content area's rules, one case per line: the states an article moves between (上线/下线, what may be edited,
 * submitted, deleted), the rich-text allow-list's images, links and alignment, and the news approval modal's rules
 * (§4 outcome labels, §5 a rejection needs an opinion).
 */
import { describe, expect, it } from 'vitest';
import {
  CONTENT_STATE as S,
  CONTENT_STATE_LABEL,
  DELETABLE_STATES,
  EDITABLE_STATES,
  RICH_TEXT_ALIGN,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  REJECT_OPINION_REQUIRED,
  SUBMITTABLE_STATES,
  isAllowedHref,
  isAllowedImageSrc,
  publicFileUrl,
  stateChangeAllowed,
  validateAuditOpinion,
  historyOutcome,
  type ContentState,
} from '../../src/index.ts';

describe("an article's states", () => {
  it.each<[ContentState, string]>([
    [S.draft, '草稿'],
    [S.reviewing, '待审核'],
    [S.rejected, '已驳回'],
    [S.scheduled, '待发布'],
    [S.published, '已发布'],
    [S.offline, '已下线'],
  ])('%i reads %s', (state, label) => expect(CONTENT_STATE_LABEL[state]).toBe(label));

  it.each<[ContentState, ContentState, boolean]>([
    [S.published, S.offline, true],
    [S.scheduled, S.offline, true],
    [S.offline, S.published, true],
    [S.draft, S.published, false],
    [S.reviewing, S.published, false],
    [S.rejected, S.published, false],
    [S.draft, S.offline, false],
    [S.published, S.published, false],
  ])('%i → %i allowed: %s', (from, to, allowed) => expect(stateChangeAllowed(from, to)).toBe(allowed));

  it.each<[ContentState, boolean, boolean, boolean]>([
    // state, editable, submittable, deletable
    [S.draft, true, true, true],
    [S.reviewing, false, false, false],
    [S.rejected, true, true, true],
    [S.scheduled, false, false, false],
    [S.published, false, false, false],
    [S.offline, true, true, true],
  ])('%i: edit %s, submit %s, delete %s', (state, edit, submit, del) => {
    expect(EDITABLE_STATES.includes(state)).toBe(edit);
    expect(SUBMITTABLE_STATES.includes(state)).toBe(submit);
    expect(DELETABLE_STATES.includes(state)).toBe(del);
  });
});

describe('the rich-text allow-list', () => {
  it.each<[string, boolean]>([
    [publicFileUrl('abc-123_X'), true],
    ['/japi/api/attachment/fileManager/publicFile?fileId=abc&x=1', false],
    ['/japi/api/attachment/fileManager/viewImage?fileId=abc', false],
    ['https://evil.example/x.png', false],
    ['//evil.example/x.png', false],
    ['data:image/png;base64,AAAA', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('img src %j kept: %s', (src, kept) => expect(isAllowedImageSrc(src)).toBe(kept));

  it.each<[string, boolean]>([
    ['https://www.ceic.com/', true],
    ['http://example.com', true],
    ['mailto:service@ceic.com', true],
    ['/finance/newsList', true],
    ['//evil.example', false],
    ['/\\\\evil.example', false],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['vbscript:msgbox(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['ftp://example.com', false],
    ['relative/path', false],
  ])('href %j kept: %s', (href, kept) => expect(isAllowedHref(href)).toBe(kept));

  it.each<[string, boolean]>([
    ['left', true],
    ['center', true],
    ['right', true],
    ['justify', true],
    ['expression(alert(1))', false],
    ['url(javascript:alert(1))', false],
  ])('text-align %j kept: %s', (value, kept) => expect(RICH_TEXT_ALIGN.test(value)).toBe(kept));

  it.each(['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'input', 'meta', 'base', 'link'])(
    '<%s> is not on the list',
    (tag) => expect((RICH_TEXT_TAGS as readonly string[]).includes(tag)).toBe(false),
  );

  it('no tag keeps an event attribute, srcset or a URL attribute other than img src and a href', () => {
    for (const [tag, attrs] of Object.entries(RICH_TEXT_ATTRIBUTES)) {
      for (const a of attrs) {
        expect(a, `${tag} ${a}`).not.toMatch(/^on|^srcset$|^formaction$|^action$|^xlink/i);
        if (a === 'src') expect(tag).toBe('img');
        if (a === 'href') expect(tag).toBe('a');
      }
    }
  });
});

describe('the news approval modal (§2.5, §4, §5)', () => {
  it.each<[boolean, string, string]>([
    [false, '', REJECT_OPINION_REQUIRED],
    [false, '   ', REJECT_OPINION_REQUIRED],
    [false, '标题有误', ''],
    [true, '', ''],
    [true, '同意发布', ''],
  ])('approve %s with opinion %j → %j', (approve, opinion, message) =>
    expect(validateAuditOpinion(approve, opinion)).toBe(message),
  );

  it.each<[string, string]>([
    ['办理', '同意'],
    ['退回上一步', '驳回'],
    ['退回申请人', '驳回'],
    ['退回指定节点', '驳回'],
    ['提交', '提交'],
  ])('history %s shows %s', (operationTypeString, label) =>
    expect(historyOutcome({ operationTypeString })).toBe(label),
  );
});
