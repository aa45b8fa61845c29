/** The brand, taken from the shell's theme, so a mail looks like the site it comes from. */
const COLOR = {
  primary: '#013369',
  accent: '#d50a0a',
  gold: '#f2b705',
  text: '#17202e',
  muted: '#4f5b6b',
  background: '#f4f6f9',
  surface: '#ffffff',
  darkBackground: '#0b1624',
  darkSurface: '#14233a',
  darkText: '#e8edf4',
  darkMuted: '#aab6c6',
};
const ITEM_LINK = `color:${COLOR.primary};font-weight:700`;
const ITEM_DETAIL = `font-size:14px;color:${COLOR.muted}`;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export interface MailSite {
  siteName: string;
  publicUrl: string;
}

/** What one message says; every string is plain text (escaped here). */
export interface MailContent {
  subject: string;
  /** The inbox preview line. */
  preview: string;
  greeting: string;
  paragraphs: string[];
  /** A list of linked entries under the paragraphs (a job alert's jobs). */
  items?: MailItem[];
  action?: { label: string; url: string };
  /** Small print under the action (why the mail came, what to do if unexpected). */
  notes: string[];
  /** For non-essential mail: the visible unsubscribe link. */
  unsubscribeUrl?: string;
}

export interface MailItem {
  title: string;
  url: string;
  detail: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const DARK_MODE_CSS = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .gc-page, .gc-page > div { background: ${COLOR.darkBackground} !important; }
    .gc-card, .gc-card table, .gc-card td { background: ${COLOR.darkSurface} !important; }
    .gc-card div, .gc-card p { color: ${COLOR.darkText} !important; }
    .gc-card .gc-muted div, .gc-foot div { color: ${COLOR.darkMuted} !important; }
    .gc-card span.gc-muted { color: ${COLOR.darkMuted} !important; }
    .gc-foot a, .gc-card .gc-muted a, .gc-card .gc-items a { color: ${COLOR.gold} !important; }
  }
`;

function mjmlOf(site: MailSite, content: MailContent): string {
  const e = escapeHtml;
  const paragraphs = content.paragraphs.map((p) => `<mj-text>${e(p)}</mj-text>`).join('\n');
  // The items share one text block, 16 px apart: a block each repeated MJML's cell and font
  // stack, about 40 % of an alert digest's bytes a job.
  const item = ({ title, url, detail }: MailItem, last: boolean) =>
    `<p style="margin:0 0 ${last ? 0 : 16}px"><a href="${e(url)}" style="${ITEM_LINK}">` +
    `${e(title)}</a><br /><span class="gc-muted" style="${ITEM_DETAIL}">${e(detail)}</span></p>`;
  const items = content.items?.length
    ? `<mj-text css-class="gc-items" padding="8px 25px">${content.items
        .map((entry, i, all) => item(entry, i === all.length - 1))
        .join('\n')}</mj-text>`
    : '';
  const action = content.action
    ? `<mj-button href="${e(content.action.url)}" background-color="${COLOR.accent}" color="#ffffff"
         font-weight="700" border-radius="999px" inner-padding="14px 28px" padding="16px 25px">
         ${e(content.action.label)}</mj-button>
       <mj-text css-class="gc-muted" font-size="13px" color="${COLOR.muted}">
         If the button does not work, open this address:<br />
         <a href="${e(content.action.url)}" style="color:${COLOR.primary};word-break:break-all">${e(content.action.url)}</a>
       </mj-text>`
    : '';
  const notes = content.notes
    .map(
      (n) =>
        `<mj-text css-class="gc-muted" font-size="13px" color="${COLOR.muted}">${e(n)}</mj-text>`,
    )
    .join('\n');
  const unsubscribe = content.unsubscribeUrl
    ? ` · <a href="${e(content.unsubscribeUrl)}" style="color:${COLOR.primary}">Unsubscribe</a>`
    : '';
  return `<mjml lang="en">
  <mj-head>
    <mj-title>${e(content.subject)}</mj-title>
    <mj-preview>${e(content.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="16px" line-height="1.55" color="${COLOR.text}" padding="6px 25px" />
    </mj-attributes>
    <mj-raw><meta name="color-scheme" content="light dark" /><meta name="supported-color-schemes" content="light dark" /></mj-raw>
    <mj-style>${DARK_MODE_CSS}</mj-style>
  </mj-head>
  <mj-body background-color="${COLOR.background}" width="600px" css-class="gc-page">
    <mj-section background-color="${COLOR.primary}" padding="18px 0">
      <mj-column>
        <mj-text color="#ffffff" font-size="20px" font-weight="800" align="center">
          <a href="${e(site.publicUrl)}/" style="color:#ffffff;text-decoration:none">${e(site.siteName)}</a>
        </mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${COLOR.gold}" padding="0"><mj-column><mj-spacer height="4px" /></mj-column></mj-section>
    <mj-section background-color="${COLOR.surface}" padding="24px 0 20px" css-class="gc-card">
      <mj-column>
        <mj-text font-size="22px" font-weight="700" color="${COLOR.primary}" padding-bottom="10px">${e(content.subject)}</mj-text>
        <mj-text>${e(content.greeting)}</mj-text>
        ${paragraphs}
        ${items}
        ${action}
        ${notes}
      </mj-column>
    </mj-section>
    <mj-section padding="16px 0 28px" css-class="gc-foot">
      <mj-column>
        <mj-text font-size="12px" color="${COLOR.muted}" align="center">
          ${e(site.siteName)} · <a href="${e(site.publicUrl)}/" style="color:${COLOR.primary}">${e(new URL(site.publicUrl).host)}</a>${unsubscribe}
        </mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

function textOf(site: MailSite, content: MailContent): string {
  const lines = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  for (const item of content.items ?? []) lines.push(item.title, item.detail, item.url, '');
  if (content.action) lines.push(`${content.action.label}:`, content.action.url, '');
  for (const note of content.notes) lines.push(note, '');
  lines.push('--', `${site.siteName} · ${site.publicUrl}/`);
  if (content.unsubscribeUrl) lines.push(`Unsubscribe: ${content.unsubscribeUrl}`);
  return `${lines.join('\n')}\n`;
}

/**
 * MJML and what it loads: about 700 modules, a third to half a second of loading during which
 * the process answers nothing. A server loads it before it listens (`loadMailLayout`, called by
 * StartupService): loaded on the first mail, it held up every request beside the first sign-up
 * or password reset of each process by half a second. Test suites and command-line tools, which
 * do not run StartupService, load it with their first mail, if they send one.
 */
const loadMjml = () => import('mjml');
let mjml: ReturnType<typeof loadMjml> | undefined;
let mjmlLoaded = false;

/** MJML, loaded on the first call in this process. */
function mjmlModule(): ReturnType<typeof loadMjml> {
  mjml ??= loadMjml().then((module) => {
    mjmlLoaded = true;
    return module;
  });
  return mjml;
}

/** Loads MJML now, so that no mail loads it while requests wait. */
export async function loadMailLayout(): Promise<void> {
  await mjmlModule();
}

/** Whether this process has loaded MJML. */
export const mailLayoutLoaded = (): boolean => mjmlLoaded;

/** Line starts after the first: MJML's indentation, no text of ours (those fill slots later). */
const INDENTATION = /\n[ \t]+/g;

/**
 * The MJML layout of one message compiled to HTML, as it is but for its indentation (a quarter
 * of a digest's bytes, which browsers and mail clients ignore as they do any whitespace between
 * tags; MJML's own minifier needs cssnano, which we do not ship): tens of milliseconds a call.
 */
export async function compileMail(site: MailSite, content: MailContent): Promise<string> {
  const { default: mjml2html } = await mjmlModule();
  // No web fonts: MJML would link Google's Roboto for the stack's fallback, a request to a third
  // party from every mail opened (and a wait where it is out of reach); the stack is system fonts.
  const { html, errors } = await mjml2html(mjmlOf(site, content), {
    validationLevel: 'strict',
    fonts: {},
  });
  if (errors.length) throw new Error(`Mail template error: ${errors[0].formattedMessage}`);
  return html.replace(INDENTATION, '\n');
}

/**
 * Compiled layouts by shape (site, number of paragraphs, items, notes, action, unsubscribe link),
 * each text a numbered slot: MJML only lays out, so a message is its shape's HTML with its own
 * escaped texts in the slots. A job alert sweep renders thousands of digests of a few shapes.
 */
const compiled = new Map<string, Promise<string>>();
const MAX_SHAPES = 500;
const SLOT = /gcslot(\d+)x/g;

function slotted(content: MailContent): { shape: MailContent; texts: string[] } {
  const texts: string[] = [];
  const slot = (text: string) => `gcslot${texts.push(text) - 1}x`;
  const shape: MailContent = {
    subject: slot(content.subject),
    preview: slot(content.preview),
    greeting: slot(content.greeting),
    paragraphs: content.paragraphs.map(slot),
    items: content.items?.map((item) => ({
      title: slot(item.title),
      url: slot(item.url),
      detail: slot(item.detail),
    })),
    action: content.action && { label: slot(content.action.label), url: slot(content.action.url) },
    notes: content.notes.map(slot),
    unsubscribeUrl: content.unsubscribeUrl === undefined ? undefined : slot(content.unsubscribeUrl),
  };
  return { shape, texts };
}

/** The HTML (MJML: responsive, light and dark) and plain-text parts of one message. */
export async function renderMail(site: MailSite, content: MailContent): Promise<RenderedMail> {
  const { shape, texts } = slotted(content);
  const key = JSON.stringify([site, shape]);
  let layout = compiled.get(key);
  if (!layout) {
    if (compiled.size >= MAX_SHAPES) compiled.clear();
    layout = compileMail(site, shape);
    compiled.set(key, layout);
    layout.catch(() => compiled.delete(key));
  }
  const html = (await layout).replace(SLOT, (_, i: string) => escapeHtml(texts[Number(i)]));
  return { subject: content.subject, html, text: textOf(site, content) };
}
