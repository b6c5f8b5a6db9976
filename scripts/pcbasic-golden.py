#!/usr/bin/env python3
"""Expected images for test/golden/graphics from the PC-BASIC oracle (GPL; run beside the project).

usage: python3 scripts/pcbasic-golden.py PCBASIC_SOURCE_DIR file.bas...
Runs each .bas line by line in PC-BASIC's direct mode with `SCREEN 13` read as `SCREEN 7` (same
320x200 geometry and 4:3 aspect; PC-BASIC has no SCREEN 13), then writes file.png: the attributes
it drew, coloured by the VGA default palette of shared/reference (attributes 0-15 are the same colours
in both modes). Lines starting with ' are skipped. Only for programs using attributes 0-15.
"""
import os, struct, sys, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
PALETTE = os.path.join(HERE, '..', '..', 'shared', 'reference', 'vga256_default_palette_6bit.csv')


def vga_palette():
    rows = open(PALETTE).read().strip().split('\n')[1:]
    six_to_eight = lambda v: ((v << 2) | (v >> 4)) & 255
    return [tuple(six_to_eight(int(v)) for v in row.split(',')[1:4]) for row in rows]


def write_png(path, width, height, rgb_rows):
    raw = b''.join(b'\x00' + bytes(row) for row in rgb_rows)
    def chunk(kind, data):
        body = kind + data
        return struct.pack('>I', len(data)) + body + struct.pack('>I', zlib.crc32(body) & 0xffffffff)
    png = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 2, 0, 0, 0))
    png += chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b'')
    open(path, 'wb').write(png)


def run(pcbasic, bas_path):
    palette = vga_palette()
    with pcbasic.Session(video='vga', syntax='advanced') as session:
        for line in open(bas_path).read().splitlines():
            text = line.strip()
            if not text or text.startswith("'"):
                continue
            session.execute(text.replace('SCREEN 13', 'SCREEN 7'))
        pixels = session.get_pixels()
    rows = [[c for attr in row for c in palette[attr]] for row in pixels]
    write_png(bas_path[:-4] + '.png', len(pixels[0]), len(pixels), rows)


if __name__ == '__main__':
    sys.path.insert(0, sys.argv[1])
    import pcbasic
    for name in sys.argv[2:]:
        run(pcbasic, name)
        print('wrote', name[:-4] + '.png')
