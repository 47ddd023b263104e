import type { TLanguage } from '@ehome/shared';
import { formatFen } from '@ehome/shared/calculators/money';

/** The sandbox's confirm page: plain HTML, no script, in the reader's language. */
const TEXT = {
  zh: {
    title: '支付沙箱',
    notice: '这是支付沙箱（测试环境），不会真正扣款，也没有资金流动。',
    amount: '金额',
    description: '商品',
    confirm: '确认支付',
    cancel: '取消',
    missing: '该支付不存在或已失效。',
    back: '返回',
  },
  en: {
    title: 'Payment sandbox',
    notice: 'This is the payment sandbox (test mode): no money is charged and no money moves.',
    amount: 'Amount',
    description: 'Item',
    confirm: 'Confirm payment',
    cancel: 'Cancel',
    missing: 'This payment does not exist or has expired.',
    back: 'Back',
  },
  ja: {
    title: '決済サンドボックス',
    notice: 'これは決済サンドボックス（テスト環境）です。実際の請求や資金の移動はありません。',
    amount: '金額',
    description: '商品',
    confirm: '支払いを確定',
    cancel: 'キャンセル',
    missing: 'この支払いは存在しないか、期限切れです。',
    back: '戻る',
  },
} satisfies Record<TLanguage, Record<string, string>>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Where the sandbox may send the user back: a path of this site only (never another site: that would
 * make the page an open redirect).
 */
export function safeReturn(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value))
    return '/';
  return value;
}

export function withResult(returnTo: string, result: 'ok' | 'cancel' | 'fail'): string {
  const url = new URL(returnTo, 'http://x');
  url.searchParams.set('result', result);
  return `${url.pathname}${url.search}`;
}

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#333}main{max-width:420px;margin:0 auto;padding:24px 16px}' +
  '.notice{background:#fff7e6;border:1px solid #ffd591;border-radius:8px;padding:12px;font-size:14px}' +
  '.card{background:#fff;border-radius:8px;padding:16px;margin:16px 0}.amount{font-size:32px;font-weight:600;color:#07c160}' +
  'button{display:block;width:100%;padding:14px;border:0;border-radius:8px;font-size:17px;margin-top:12px}' +
  '.ok{background:#07c160;color:#fff}.no{background:#fff;color:#333;border:1px solid #ddd}a{color:#1677ff}';

export function sandboxPage(
  lang: TLanguage,
  order: { prepayId: string; amountFen: number; description: string } | null,
  returnTo: string,
): string {
  const t = TEXT[lang];
  const body = order
    ? `<div class="card"><div>${t.amount}</div><div class="amount">¥${formatFen(order.amountFen)}</div>` +
      `<p>${t.description}: ${escapeHtml(order.description)}</p></div>` +
      `<form method="post" action="/api/Wx/Sandbox/Pay">` +
      `<input type="hidden" name="prepay_id" value="${escapeHtml(order.prepayId)}">` +
      `<input type="hidden" name="return" value="${escapeHtml(returnTo)}">` +
      `<button class="ok" type="submit" name="action" value="confirm">${t.confirm}</button>` +
      `<button class="no" type="submit" name="action" value="cancel">${t.cancel}</button></form>`
    : `<div class="card"><p>${t.missing}</p><a href="${escapeHtml(returnTo)}">${t.back}</a></div>`;
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${t.title}</title><style>${STYLE}</style></head><body><main>` +
    `<h1>${t.title}</h1><p class="notice" role="note">${t.notice}</p>${body}</main></body></html>`
  );
}
