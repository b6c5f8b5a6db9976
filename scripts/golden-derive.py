#!/usr/bin/env python3
"""Expected images derived by hand from documented QBasic rules (see each .bas header), for goldens
that no oracle can draw: SCREEN 13 text, PALETTE and PALETTE USING, tiles, PUT actions on 8-bit pixels.
usage: python3 scripts/golden-derive.py   (writes test/golden/graphics/*_screen13.png)
"""
import os, struct, zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
REF = os.path.join(ROOT, '..', 'shared', 'reference')
OUT = os.path.join(ROOT, 'test', 'golden', 'graphics')
W, H = 320, 200


def six_to_eight(v):
    return ((v << 2) | (v >> 4)) & 255


def default_palette():
    rows = open(os.path.join(REF, 'vga256_default_palette_6bit.csv')).read().strip().split('\n')[1:]
    return [tuple(six_to_eight(int(v)) for v in row.split(',')[1:4]) for row in rows]


def write_png(name, attrs, palette):
    raw = b''.join(b'\x00' + bytes(c for a in attrs[y * W:(y + 1) * W] for c in palette[a]) for y in range(H))
    def chunk(kind, data):
        body = kind + data
        return struct.pack('>I', len(data)) + body + struct.pack('>I', zlib.crc32(body) & 0xffffffff)
    png = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', W, H, 8, 2, 0, 0, 0))
    open(os.path.join(OUT, name), 'wb').write(png + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))


def box(attrs, x0, y0, x1, y1, a):
    for y in range(y0, y1 + 1):
        for x in range(x0, x1 + 1):
            attrs[y * W + x] = a


def text_screen13():
    """Replays the .bas by hand with three documented operations on the 320x200 attribute buffer."""
    font = open(os.path.join(REF, 'vga8x8_cp437.bin'), 'rb').read()
    attrs = [1] * (W * H)  # LINE (0,0)-(319,199),1,BF

    def cell(row, col, code, colour):  # one glyph: foreground where the font bit is set, else 0
        for y in range(8):
            bits = font[code * 8 + y]
            for x in range(8):
                attrs[((row - 1) * 8 + y) * W + (col - 1) * 8 + x] = colour if bits & (0x80 >> x) else 0

    def scroll():  # the text view (the whole screen) moves up 8 pixel rows; the new bottom row is 0
        attrs[:] = attrs[8 * W:] + [0] * (8 * W)

    for i, ch in enumerate('Hello, World!'):  # LOCATE 5,3 in colour 15
        cell(5, 3 + i, ord(ch), 15)
    for i, ch in enumerate('ABCDEFGHIJ'):  # LOCATE 7,35 in 14: does not fit in columns 35-40, so whole on row 8
        cell(8, 1 + i, ord(ch), 14)
    for i, ch in enumerate('Bottom'):  # LOCATE 25,1 in 12, cursor stays after it (;)
        cell(25, 1 + i, ord(ch), 12)
    scroll()  # bare PRINT on the bottom row
    for i, code in enumerate([1, 3, 219, 176]):  # in colour 10 at 25,1
        cell(25, 1 + i, code, 10)
    scroll()  # its line end on the bottom row
    write_png('text_screen13.png', attrs, default_palette())


def palette_screen13():
    palette = default_palette()
    def vga(r, g, b):
        return (six_to_eight(r), six_to_eight(g), six_to_eight(b))
    palette[1] = vga(63, 0, 0)
    palette[2] = vga(0, 63, 0)
    palette[3] = vga(16, 32, 63)
    palette[200] = vga(30, 20, 10)
    attrs = [0] * (W * H)
    for i, a in enumerate([1, 2, 3, 200, 40]):
        box(attrs, i * 64, 0, i * 64 + 63, 99, a)
    box(attrs, 0, 100, 319, 199, 4)
    write_png('palette_screen13.png', attrs, palette)


def paint_tile_screen13():
    attrs = [0] * (W * H)
    for (x0, x1, tile) in [(10, 60, [1, 4, 14]), (100, 150, [40, 41])]:
        box(attrs, x0, 10, x1, 40, 15)
        for y in range(11, 40):
            box(attrs, x0 + 1, y, x1 - 1, y, tile[y % len(tile)])
    write_png('paint_tile_screen13.png', attrs, default_palette())


def put_actions_screen13():
    attrs = [0] * (W * H)
    for i in range(16):
        box(attrs, i * 4, 0, i * 4 + 3, 9, i * 16 + i)
    box(attrs, 0, 10, 31, 19, 40)
    box(attrs, 32, 10, 63, 19, 255)
    image = [[attrs[y * W + x] for x in range(64)] for y in range(20)]

    def put(x0, y0, op):
        for y in range(20):
            for x in range(64):
                at = (y0 + y) * W + x0 + x
                attrs[at] = op(attrs[at], image[y][x])
    put(100, 30, lambda old, a: 255 - a)  # PRESET
    put(100, 60, lambda old, a: a)  # PSET, then XOR with itself
    put(100, 60, lambda old, a: old ^ a)
    box(attrs, 200, 30, 263, 49, 200)
    put(200, 30, lambda old, a: old & a)
    box(attrs, 200, 60, 263, 79, 200)
    put(200, 60, lambda old, a: old | a)
    box(attrs, 200, 90, 263, 109, 170)
    put(200, 90, lambda old, a: old ^ a)
    put(100, 90, lambda old, a: a)
    put(100, 90, lambda old, a: 255 - a)
    write_png('put_actions_screen13.png', attrs, default_palette())


def palette_using_screen13():
    palette = default_palette()
    attrs = [0] * (W * H)
    for i in range(8):
        box(attrs, i * 40, 0, i * 40 + 39, 99, i * 3 + 1)
        box(attrs, i * 40, 100, i * 40 + 39, 199, 100 + i)
    vga = lambda r, g, b: tuple(six_to_eight(v) for v in (r, g, b))
    palette[102] = vga(0, 32, 0)  # PALETTE 102, 256 * 32 (kept: its USING entry is -1)
    palette[107] = vga(0, 40, 0)
    for i in range(8):  # p&(10 + a) for attribute a
        palette[i * 3 + 1] = vga(63 - i * 9, 63, i * 9)
    palette[101] = vga(0, 0, 0)
    palette[103] = vga(63, 0, 63)
    write_png('palette_using_screen13.png', attrs, palette)


if __name__ == '__main__':
    text_screen13()
    palette_screen13()
    paint_tile_screen13()
    put_actions_screen13()
    palette_using_screen13()
