import { afterEach, describe, expect, it, vi } from 'vitest';

import { fontsNeeded, loadFontsWhenNeeded } from './font-loading';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

const loaders = () => ({ all: vi.fn(), card: vi.fn() });

describe('when an English page loads more than the Latin font slices', () => {
  it('knows Chinese and Japanese text (every slice) and gift cards (their Latin slices)', () => {
    const text = (data: string) => document.createTextNode(data);
    const element = (html: string) => {
      const div = document.createElement('div');
      div.innerHTML = html;
      return div;
    };
    expect(fontsNeeded(text('Popular gift cards SGD 1,250.00 – café'))).toBe(null);
    expect(fontsNeeded(text('热门礼品卡'))).toBe('all');
    expect(fontsNeeded(text('ギフトカード'))).toBe('all');
    expect(fontsNeeded(text('日本語'))).toBe('all');
    expect(fontsNeeded(element('<p>Hello <b>friend</b></p>'))).toBe(null);
    expect(fontsNeeded(element('<p>To <b>王小明</b></p>'))).toBe('all');
    expect(fontsNeeded(element('<figure class="ugc-root"></figure>'))).toBe('card');
    expect(fontsNeeded(element('<section><figure class="ugc-root"></figure></section>'))).toBe(
      'card',
    );
    expect(fontsNeeded(element('<figure class="ugc-root"><p>生日快乐</p></figure>'))).toBe('all');
    expect(fontsNeeded(document.createComment('中文'))).toBe(null);
  });

  it("does not count a server-drawn page's data (its JSON script with every language's names) as shown text", () => {
    const page = document.createElement('div');
    page.innerHTML =
      '<main><h1>Brew Bros Coffee</h1></main><script type="application/json">{"cn":"兄弟咖啡"}</script><style>/* 中文 */</style>';
    expect(fontsNeeded(page)).toBe(null);
    expect(fontsNeeded(page.querySelector('script')!)).toBe(null);
    page.querySelector('h1')!.textContent = '兄弟咖啡';
    expect(fontsNeeded(page)).toBe('all');
  });

  it('loads nothing for a page in English, however much it adds', async () => {
    const load = loaders();
    stop = loadFontsWhenNeeded(document.body, load);
    document.body.innerHTML = '<main><h1>Ugift</h1><p>Send a gift card</p></main>';
    document.querySelector('p')!.append(' to a friend');
    await flush();
    expect(load.all).not.toHaveBeenCalled();
    expect(load.card).not.toHaveBeenCalled();
  });

  it('loads every slice once when Chinese or Japanese text appears or a text changes to it', async () => {
    const load = loaders();
    stop = loadFontsWhenNeeded(document.body, load);
    document.body.innerHTML = '<main><p id="name">Alice</p></main>';
    await flush();
    expect(load.all).not.toHaveBeenCalled();
    document.querySelector('#name')!.firstChild!.textContent = '日本語';
    await flush();
    expect(load.all).toHaveBeenCalledTimes(1);
    document.body.append('更多中文');
    await flush();
    expect(load.all).toHaveBeenCalledTimes(1);
    expect(load.card).not.toHaveBeenCalled();
  });

  it("loads a card's Latin slices when an English card is drawn, and every slice once it shows Chinese", async () => {
    const load = loaders();
    stop = loadFontsWhenNeeded(document.body, load);
    const dialog = document.createElement('div');
    dialog.innerHTML = '<figure class="ugc-root"><p id="message">Happy birthday</p></figure>';
    document.body.append(dialog);
    await flush();
    expect(load.card).toHaveBeenCalledTimes(1);
    expect(load.all).not.toHaveBeenCalled();
    // A second card: its Latin slices are already there.
    document.body.append(dialog.cloneNode(true));
    await flush();
    expect(load.card).toHaveBeenCalledTimes(1);
    // The sender types a message in Chinese.
    document.querySelector('#message')!.firstChild!.textContent = '生日快乐';
    await flush();
    expect(load.all).toHaveBeenCalledTimes(1);
  });

  it('given an English card and Chinese text in one batch, loads every slice and not the card slices', async () => {
    const load = loaders();
    stop = loadFontsWhenNeeded(document.body, load);
    const card = document.createElement('figure');
    card.className = 'ugc-root';
    card.textContent = 'Happy birthday';
    const note = document.createElement('p');
    note.textContent = '生日快乐';
    document.body.append(card, note);
    await flush();
    expect(load.all).toHaveBeenCalledTimes(1);
    expect(load.card).not.toHaveBeenCalled();
  });

  it('loads every slice at once, and not the Latin card slices, for a card in Japanese', async () => {
    const load = loaders();
    stop = loadFontsWhenNeeded(document.body, load);
    const card = document.createElement('figure');
    card.className = 'ugc-root';
    card.textContent = 'お誕生日おめでとう';
    document.body.append(card);
    await flush();
    expect(load.all).toHaveBeenCalledTimes(1);
    expect(load.card).not.toHaveBeenCalled();
  });

  it('loads at once what the page already shows', () => {
    document.body.innerHTML = '<p>语言</p>';
    const load = loaders();
    stop = loadFontsWhenNeeded(document.body, load);
    expect(load.all).toHaveBeenCalledTimes(1);
  });
});
