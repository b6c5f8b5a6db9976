#!/usr/bin/env python3
"""Expected images and stdout for test/golden/graphics from the PC-BASIC oracle (GPL; run beside the
project, never copied into it).

usage: python3 scripts/pcbasic-golden.py PCBASIC_SOURCE_DIR file.bas...
Runs each .bas line by line in PC-BASIC's direct mode (VGA adapter, the VGA ROM fonts PC-BASIC ships,
which are byte for byte shared/reference's; codepage 437) and writes file.png (the visible page, each
attribute coloured by PC-BASIC's final palette) and file.out (everything PRINTed, "\\n" line ends).
Lines starting with ' are skipped. PC-BASIC has no VGA modes, so:
- `SCREEN 13` is read as `SCREEN 7` (same 320x200 size and 4:3 aspect; attributes 0-15 only);
- `SCREEN 12` and `SCREEN 11` are PC-BASIC's SCREEN 9 (EGA planar 16 colours) given a 640x480 frame and
  30 rows of the 8x16 font; SCREEN 11 uses attributes 0-1 only and shows 1 as white (its default);
- `SCREEN 0` is PC-BASIC's VGA text mode with 8-pixel cells instead of the VGA's 9 (our canvas draws
  text cells 8 pixels wide).
"""
import io, os, struct, sys, zlib


def write_png(path, width, height, rgb_rows):
    raw = b''.join(b'\x00' + bytes(row) for row in rgb_rows)
    def chunk(kind, data):
        body = kind + data
        return struct.pack('>I', len(data)) + body + struct.pack('>I', zlib.crc32(body) & 0xffffffff)
    png = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 2, 0, 0, 0))
    png += chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b'')
    open(path, 'wb').write(png)


def add_vga_modes():
    """Teaches PC-BASIC's VGA adapter 640x480 modes 11 and 12 and 8-pixel text cells (see docstring)."""
    from pcbasic.basic.display import modes
    info = modes._MODE_INFO
    info['vgatext80'] = dict(info['vgatext80'], font_width=8)
    info['vgatext40'] = dict(info['vgatext40'], font_width=8)
    info['640x480x16'] = dict(info['640x350x16'], height=480, rows=30, bank_size=0x10000)
    info['640x480x2'] = dict(info['640x350x16'], height=480, rows=30, bank_size=0x10000, attr=1)
    modes._MODES['vga'][12] = '640x480x16'
    modes._MODES['vga'][11] = '640x480x2'
    for name in ('640x480x16', '640x480x2'):
        modes.TO_WIDTH['vga'][name] = {80: 9}


def rgb_of(display, value):
    """The colour PC-BASIC shows for a pixel value of the visible page."""
    if display.mode.name == '640x480x2':
        return (0, 0, 0) if value == 0 else (255, 255, 255)
    cm = display.colourmap
    if display.mode.is_text_mode:
        value &= 15  # text glyph pixels hold the whole attribute byte, background pixels its background
    return cm._colours[cm._palette[value]]


def run(pcbasic, bas_path):
    cp = pcbasic.codepage('437')
    out = io.BytesIO()
    session = pcbasic.Session(video='vga', syntax='advanced', codepage=cp, font=pcbasic.font(cp, ['vga']),
                              output_streams=[out])
    session.start()
    for line in open(bas_path).read().splitlines():
        text = line.strip()
        if not text or text.startswith("'"):
            continue
        session.execute(text.replace('SCREEN 13', 'SCREEN 7'))
    pixels = session.get_pixels()
    display = session._impl.display
    rows = [[c for v in row for c in rgb_of(display, v)] for row in pixels]
    try:
        session.close()
    except OSError:
        pass  # closing the null console's terminal settings fails without a tty
    write_png(bas_path[:-4] + '.png', len(pixels[0]), len(pixels), rows)
    open(bas_path[:-4] + '.out', 'wb').write(out.getvalue().replace(b'\r\n', b'\n'))


if __name__ == '__main__':
    sys.path.insert(0, sys.argv[1])
    import pcbasic
    add_vga_modes()
    for name in sys.argv[2:]:
        run(pcbasic, name)
        print('wrote', name[:-4] + '.png', name[:-4] + '.out')
