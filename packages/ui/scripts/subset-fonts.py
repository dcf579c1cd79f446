#!/usr/bin/python3
"""Builds the kit's woff2 fonts from Debian's fonts-noto-cjk (SIL OFL 1.1).

One family for every language: Noto Sans CJK SC, subset to Latin (Basic, Latin-1, Extended-A),
general punctuation, currency, arrows, CJK punctuation, kana, fullwidth forms, and the common
ideographs: GB2312 level 1 (3755 hanzi, simplified Chinese) united with JIS X 0208 level 1
(2965 kanji, covering nearly all Joyo kanji). Run with Debian's python3 (python3-fonttools and
python3-brotli): /usr/bin/python3 packages/ui/scripts/subset-fonts.py
"""
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

SRC = '/usr/share/fonts/opentype/noto/NotoSansCJK-{}.ttc'
OUT = os.path.join(os.path.dirname(__file__), '..', 'src', 'fonts')
FACE = 'Noto Sans CJK SC'


def ranges():
    cps = set()
    for a, b in [
        (0x20, 0x7E), (0xA0, 0xFF), (0x100, 0x17F), (0x2000, 0x206F), (0x20A0, 0x20CF),
        (0x2100, 0x214F), (0x2190, 0x21FF), (0x2200, 0x22FF), (0x25A0, 0x25FF), (0x2600, 0x26FF),
        (0x3000, 0x303F), (0x3040, 0x309F), (0x30A0, 0x30FF), (0x31F0, 0x31FF), (0xFF00, 0xFFEF),
    ]:
        cps.update(range(a, b + 1))
    # GB2312 level 1: rows 16..55 (0xB0..0xD7), cells 0xA1..0xFE.
    for row in range(0xB0, 0xD8):
        for cell in range(0xA1, 0xFF):
            try:
                cps.add(ord(bytes([row, cell]).decode('gb2312')))
            except UnicodeDecodeError:
                pass
    # JIS X 0208 level 1: rows 16..47 (0xB0..0xCF in EUC-JP).
    for row in range(0xB0, 0xD0):
        for cell in range(0xA1, 0xFF):
            try:
                cps.add(ord(bytes([row, cell]).decode('euc_jp')))
            except UnicodeDecodeError:
                pass
    return sorted(cps)


def main():
    cps = ranges()
    os.makedirs(OUT, exist_ok=True)
    for weight in ('Regular', 'Bold'):
        collection = TTCollection(SRC.format(weight))
        font = next(f for f in collection.fonts if f['name'].getDebugName(4).startswith(FACE))
        options = subset.Options()
        options.flavor = 'woff2'
        options.layout_features = ['kern', 'liga', 'palt', 'vert', 'locl']
        options.name_IDs = ['*']
        options.name_languages = ['*']
        options.notdef_outline = True
        options.hinting = False
        options.desubroutinize = True
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=cps)
        subsetter.subset(font)
        path = os.path.join(OUT, f'ugift-noto-sans-{weight.lower()}.woff2')
        font.flavor = 'woff2'
        font.save(path)
        print(path, os.path.getsize(path), 'bytes', len(cps), 'code points', file=sys.stderr)


main()
