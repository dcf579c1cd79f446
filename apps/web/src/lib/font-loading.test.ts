import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadAllFontsWhenNeeded, needsAllFonts } from './font-loading';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('when an English page loads every font slice', () => {
  it('knows Chinese and Japanese text and gift cards, and nothing else', () => {
    const text = (data: string) => document.createTextNode(data);
    const element = (html: string) => {
      const div = document.createElement('div');
      div.innerHTML = html;
      return div;
    };
    expect(needsAllFonts(text('Popular gift cards SGD 1,250.00 – café'))).toBe(false);
    expect(needsAllFonts(text('热门礼品卡'))).toBe(true);
    expect(needsAllFonts(text('ギフトカード'))).toBe(true);
    expect(needsAllFonts(text('日本語'))).toBe(true);
    expect(needsAllFonts(element('<p>Hello <b>friend</b></p>'))).toBe(false);
    expect(needsAllFonts(element('<p>To <b>王小明</b></p>'))).toBe(true);
    expect(needsAllFonts(element('<figure class="ugc-root"></figure>'))).toBe(true);
    expect(needsAllFonts(element('<section><figure class="ugc-root"></figure></section>'))).toBe(
      true,
    );
    expect(needsAllFonts(document.createComment('中文'))).toBe(false);
  });

  it('does not load them for a page in English, however much it adds', async () => {
    const load = vi.fn();
    stop = loadAllFontsWhenNeeded(document.body, load);
    document.body.innerHTML = '<main><h1>Ugift</h1><p>Send a gift card</p></main>';
    document.querySelector('p')!.append(' to a friend');
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads them once when Chinese or Japanese text appears or a text changes to it', async () => {
    const load = vi.fn();
    stop = loadAllFontsWhenNeeded(document.body, load);
    document.body.innerHTML = '<main><p id="name">Alice</p></main>';
    await flush();
    expect(load).not.toHaveBeenCalled();
    document.querySelector('#name')!.firstChild!.textContent = '日本語';
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    document.body.append('更多中文');
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads them when a gift card is drawn', async () => {
    const load = vi.fn();
    stop = loadAllFontsWhenNeeded(document.body, load);
    const dialog = document.createElement('div');
    dialog.innerHTML = '<figure class="ugc-root"><p>Happy birthday</p></figure>';
    document.body.append(dialog);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads them at once when the page already shows such text', () => {
    document.body.innerHTML = '<p>语言</p>';
    const load = vi.fn();
    stop = loadAllFontsWhenNeeded(document.body, load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
