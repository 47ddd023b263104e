export function inlineStylesheet(html: string, href: string, css: string): string;
