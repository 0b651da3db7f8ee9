/**
 * Pasted Word content keeps its headings, lists and tables: Word's list paragraphs become lists (nested by level,
 * numbered or bulleted by their marker) and the article editor's schema keeps the rest.
 */
import { describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { articleExtensions } from '../src/features/content/components/editor-extensions.ts';
import { transformWordHtml } from '../src/features/content/components/word-paste.ts';

/** What Word 2016 puts on the clipboard for a heading, a numbered list with a bulleted sub-item, and a table. */
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body lang=ZH-CN>
<h1><span lang=EN-US>一、</span>年度税务工作安排</h1>
<p class=MsoNormal>各单位请按以下要求执行：</p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>按月申报增值税</p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:42.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:Wingdings;mso-list:Ignore'>§<span>&nbsp; </span></span><![endif]>核对进项发票</p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>2.<span>&nbsp;&nbsp; </span></span><![endif]>季度预缴所得税</p>
<table class=MsoTableGrid border=1><tr><td><p class=MsoNormal>税种</p></td><td><p class=MsoNormal>申报期</p></td></tr>
<tr><td><p class=MsoNormal>增值税</p></td><td><p class=MsoNormal>次月15日前</p></td></tr></table>
</body></html>`;

describe('Word paste', () => {
  it('turns Word list paragraphs into nested lists without their markers', () => {
    const html = transformWordHtml(WORD);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const ol = doc.querySelector('ol');
    expect(ol?.children).toHaveLength(2);
    expect(ol?.children[0].textContent).toContain('按月申报增值税');
    expect(ol?.children[0].querySelector('ul > li')?.textContent).toBe('核对进项发票');
    expect(ol?.children[1].textContent).toBe('季度预缴所得税');
    expect(html).not.toMatch(/mso-list:Ignore|§/);
  });

  it('the editor keeps the heading, the lists and the table', () => {
    const editor = new Editor({
      extensions: articleExtensions(),
      content: '',
      editorProps: { transformPastedHTML: transformWordHtml },
    });
    // jsdom has no ClipboardEvent; ProseMirror only reads the event's type here.
    editor.view.pasteHTML(WORD, new Event('paste') as ClipboardEvent);
    const out = editor.getHTML();
    editor.destroy();
    expect(out).toMatch(/<h1>一、年度税务工作安排<\/h1>/);
    expect(out).toMatch(
      /<ol><li><p>按月申报增值税<\/p><ul><li><p>核对进项发票<\/p><\/li><\/ul><\/li><li><p>季度预缴所得税<\/p><\/li><\/ol>/,
    );
    expect(out).toMatch(/<table[^>]*>.*税种.*次月15日前.*<\/table>/s);
  });

  it('leaves HTML without Word lists as it is', () => {
    const html = '<h2>标题</h2><ul><li>一</li></ul>';
    expect(transformWordHtml(html)).toBe(html);
  });
});
