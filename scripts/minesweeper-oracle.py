#!/usr/bin/env python3
"""Expected files for test/golden/minesweeper/{won,lost}: the listing programs/minesweeper.bas played
with a key script, derived without our interpreter (derivation: test/golden/minesweeper/README.md).

usage: python3 scripts/minesweeper-oracle.py --qbasic RUN_SH [LISTING (default programs/minesweeper.bas)]
   or: python3 scripts/minesweeper-oracle.py PCBASIC_SOURCE_DIR [LISTING]
RUN_SH runs a .bas in QBasic 1.1 (under DOSBox, outside this repository) and copies the files it wrote to
the folder given: usage RUN_SH FILE.BAS OUTDIR SECONDS. PC-BASIC's CIRCLE differs from QBasic's (issue 36).
 - the listing's SUBs re-done by hand below on QBasic's RND (the 24-bit LCG of shared/docs/qbasic-facts.md;
   the listing never calls RANDOMIZE), giving the field after every key and everything PRINTed: NAME.out;
 - NAME.keys: the key script (no trailing newline: a newline would type Enter);
 - NAME.png: the last renderField + cursor box, translated to GW-BASIC and drawn by PC-BASIC 2.0.8 in
   SCREEN 7 (SCREEN 13's 320x200 geometry; the field uses attributes 0-15 only, coloured by the VGA
   default palette), then the four text rows drawn from the VGA 8x8 ROM font (PC-BASIC's font differs);
 - NAME.bas: a comment header, then programs/minesweeper.bas byte for byte.
"""
import os, re, struct, sys, zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
REF = os.path.join(ROOT, '..', 'shared', 'reference')
OUT = os.path.join(ROOT, 'test', 'golden', 'minesweeper')
LISTING = os.path.join(ROOT, 'programs', 'minesweeper.bas')

W = H = 10          # main 10, 10, 8
MINES = 8
CELLS = W * H
CLEAR, MAYBE, REVEAL, SAFE, QUEUED = 0x10, 0x20, 0x40, 0x80, 0x100   # the listing's cStat* flags
SCR_X, SCR_Y = (320 - 10 * W) // 2, (200 - 10 * H) // 2             # scrX = 110, scrY = 50

# The games (README.md says why each key is there).
GAMES = {
    'won': '{down}{down}{down}{down}{right}{right}{right}{right} '   # first click on (4,4)
           '{down}{down}{down}{down}{down}{enter}'                   # reveal (4,9) with Enter
           '{up}+{down}{right}++'                                    # flag (4,8), question mark (5,9)
           '{up}{up}{up}{up}{up}{up}{up}{up}{up}{right}+'            # flag (6,0)
           '{right}{right}{right} {left}{left} ',                    # reveal (9,0), then (7,0): won
    'lost': '+{up}{left} '                                           # ignored +, no-op moves, click (0,0)
            '{right}{right}+ ++ ',                                   # flag the mine at (2,0), space is
                                                                     # refused, ? then none, space: lost
}


def qb_single(x):
    return struct.unpack('<f', struct.pack('<f', x))[0]


def rnd_stream():
    """QBasic RND without RANDOMIZE: seed &H50000, seed = (seed * &HFD43FD + &HC39EC3) AND &HFFFFFF."""
    seed = 0x50000
    while True:
        seed = (seed * 0xFD43FD + 0xC39EC3) & 0xFFFFFF
        yield seed / 2 ** 24


def near(x, y):
    """getNearbyCells: the 8 neighbour indices, -1 off the field (the listing's OR masks)."""
    lf, rt, up, dn = -(x <= 0), -(x >= W - 1), -(y <= 0), -(y >= H - 1)
    b = x + y * W
    t, u = b - W, b + W
    return [(t - 1) | up | lf, t | up, (t + 1) | up | rt, (b - 1) | lf, (b + 1) | rt,
            (u - 1) | dn | lf, u | dn, (u + 1) | dn | rt]


class Game:
    def __init__(self):
        self.f = [0] * 256
        self.clear = 0
        self.over = False
        self.x = self.y = 0
        self.rnd = rnd_stream()
        self.printed = [(1, ' MINES: 8 '), (2, ' CELLS: 100 ')]   # PRINT " MINES:"; gNumMines (row, text)
        self.populated = []
        self.moved = []

    def populate(self):  # Method C: RND < remain / (gNumCells - t%), a SINGLE division
        remain = MINES
        for t in range(CELLS):
            r = next(self.rnd)
            exact, single = r < remain / (CELLS - t), r < qb_single(remain / (CELLS - t))
            assert exact == single, 'SINGLE rounding would decide this cell'
            self.f[t] = 9 if single else 0
            remain -= single
        self.populated = [i for i in range(CELLS) if self.f[i] == 9]

    def safe_click(self, cell):
        move = 0
        for i in [cell] + [n for n in near(cell % W, cell // W) if n != -1]:
            if self.f[i] & 15 == 9:
                self.f[i] = 0
                move += 1
            self.f[i] |= SAFE
        i = 0
        while move:
            if self.f[i] & SAFE == 0 and self.f[i] == 0:
                self.f[i] = 9
                self.moved.append(i)
                move -= 1
            i += 1

    def near_mines(self):
        for i in range(CELLS):
            if self.f[i] & 15 == 9:
                for n in near(i % W, i // W):
                    if n != -1 and self.f[n] != 9:
                        self.f[n] += 1

    def reveal(self, x, y):
        i = x + y * W
        if self.f[i] & (CLEAR | MAYBE | REVEAL):
            return 0
        if self.f[i] & 15 == 9:
            return -1
        queue, count = [i], 0
        self.f[i] |= QUEUED
        while queue:
            count += 1
            i = queue.pop()
            self.f[i] = (self.f[i] ^ QUEUED) | REVEAL
            if self.f[i] & 15 == 0:
                for n in near(i % W, i // W):
                    if n != -1 and self.f[n] & (REVEAL | QUEUED) == 0:
                        queue.append(n)
                        self.f[n] |= QUEUED
        return count

    def flag(self, i):
        if self.f[i] & CLEAR:
            self.f[i] = (self.f[i] ^ CLEAR) | MAYBE
        elif self.f[i] & MAYBE:
            self.f[i] ^= MAYBE
        else:
            self.f[i] |= CLEAR

    def key(self, k):
        if k == '+' and self.clear:
            self.flag(self.x + self.y * W)
        elif k in (' ', '\r'):
            if self.clear == 0:
                self.populate()
                self.safe_click(self.x + self.y * W)
                self.near_mines()
            n = self.reveal(self.x, self.y)
            if n == -1:
                self.over = True
                for i in range(CELLS):
                    self.f[i] |= REVEAL
            else:
                self.clear += n
        elif k in ('up', 'down', 'left', 'right'):
            dx, dy = {'up': (0, -1), 'down': (0, 1), 'left': (-1, 0), 'right': (1, 0)}[k]
            self.x = min(max(self.x + dx, 0), W - 1)
            self.y = min(max(self.y + dy, 0), H - 1)

    def status(self):
        """The loop's LOCATE 3, 1: PRINT "CLEARED:"; STR$(...); "%" and the end test; True when over."""
        self.printed.append((3, 'CLEARED:' + ' %d' % (self.clear * 100 // (CELLS - MINES)) + '%'))
        row = 4
        if self.clear + MINES == CELLS:
            self.printed.append((row, 'ALL DONE!'))
            return True
        if self.over:
            self.printed.append((row, 'YOU BLEW IT!'))
            return True
        return False


def parse_keys(script):
    return [m.group(1) or m.group(2).replace('{enter}', '\r')
            for m in re.finditer(r'\{(up|down|left|right)\}|(\{enter\}|.)', script)]


def play(script):
    game, keys = Game(), parse_keys(script)
    over = game.status()
    for n, k in enumerate(keys):
        assert not over, 'the game ended before key %d' % n
        game.key(k)
        over = game.status()
    assert over, 'the game is not over after the last key'
    return game, len(keys)


def board(game, shown):
    """Rows of the field: * mine, digits/. counts; covered cells as F flag, ? mark, # plain when shown."""
    rows = []
    for r in range(H):
        row = ''
        for c in range(W):
            v = game.f[r * W + c]
            if shown and not v & REVEAL:
                row += 'F' if v & CLEAR else '?' if v & MAYBE else '#'
            else:
                row += '*' if v & 15 == 9 else '.' if v & 15 == 0 else str(v & 15)
        rows.append(row)
    return rows


def gwbasic_frame(game):
    """The last renderField (the listing's LINE/DRAW/CIRCLE/PAINT statements, same arguments) and the
    cursor box, as a GW-BASIC program over the final field values (DATA)."""
    lines = [
        'SCREEN 7: DEFINT A-Z: DIM F(99): FOR I = 0 TO 99: READ F(I): NEXT',
        'CW = 10: CH = 10: HW = CW \\ 2: HH = CH \\ 2: X = %d: Y = %d' % (SCR_X, SCR_Y),
        'D$(0) = "c1 bm+0,1ed3gr2": D$(1) = "c2 rfg2dr2": D$(2) = "c4 rfgfgl": D$(3) = "c1 d2r2gd"',
        'D$(4) = "c4 bm+2,0l2d2rfgl": D$(5) = "c3 bm+2,0lgd3r2u2l": D$(6) = "c0 r2dgd2"',
        'D$(7) = "c8 r2dg2dr2uh2"',
        'LINE (X, Y)-STEP(%d * CW - 1, %d * CH - 1), 7, BF' % (W, H),
        'FOR R = 0 TO %d: OY = Y + R * CH: FOR C = 0 TO %d: OX = X + C * CW: V = F(R * %d + C)' % (H - 1, W - 1, W),
        'IF V AND 64 THEN GOSUB 1000 ELSE GOSUB 2000',
        'NEXT C, R',
        'LINE (X + %d * CW, Y + %d * CH)-STEP(CW - 1, CH - 1), 4, B' % (game.x, game.y),
        'END',
    ]
    program = ['%d %s' % (10 * (i + 1), s) for i, s in enumerate(lines)]
    program += [
        '1000 N = V AND 15: IF N >= 1 AND N <= 8 THEN DRAW "bm" + STR$(OX + HW - 2) + "," + STR$(OY + HH - 3) + D$(N - 1)',
        '1010 IF N = 9 THEN CIRCLE (OX + HW - 1, OY + HH - 1), CH \\ 3, 0: PAINT (OX + HW - 1, OY + HH - 1), 0',
        '1020 RETURN',
        '2000 LINE (OX, OY + (CH - 2))-STEP(0, -(CH - 2)), 15: LINE -STEP((CW - 2), 0), 15',
        '2010 LINE (OX + (CW - 1), OY + 1)-STEP(0, (CH - 2)), 8: LINE -STEP(-(CW - 2), 0), 8',
        '2020 IF V AND 16 THEN DRAW "bm " + STR$(OX + 3) + "," + STR$(OY + 7) + " c0r2h1u4r1 c4r1h-1l2d1r1": RETURN',
        '2030 IF V AND 32 THEN DRAW "bm " + STR$(OX + 3) + "," + STR$(OY + 3) + " c0u1r3d1g2 bm+0,+2 r0"',
        '2040 RETURN',
    ]
    values = [game.f[i] & 0x7F for i in range(CELLS)]   # renderField reads bits 0-6 only
    for r in range(H):
        program.append('%d DATA %s' % (3000 + 10 * r, ','.join(str(v) for v in values[r * W:(r + 1) * W])))
    return program


def pcbasic_pixels(pcbasic, program):
    with pcbasic.Session(video='vga', syntax='advanced', input_streams=None, output_streams=None) as session:
        for line in program:
            session.execute(line)
        session.execute('RUN')
        return [list(row) for row in session.get_pixels()]


def qbasic_pixels(run_sh, program):
    """The same frame drawn by QBasic 1.1 itself: the program in SCREEN 13 under DOSBox (RUN_SH is a script
    that runs a .bas there and copies back the files it wrote, e.g. OUT.TXT), the field read back by POINT."""
    import subprocess, tempfile
    body = [l.replace('SCREEN 7:', 'SCREEN 13:', 1) for l in program]
    end = [l for l in body if l.endswith(' END')][0]
    number = int(end.split()[0])
    dump = ('OPEN "OUT.TXT" FOR OUTPUT AS #1: FOR YY = %d TO %d: FOR XX = %d TO %d: PRINT #1, POINT(XX, YY);: '
            'NEXT XX: PRINT #1,: NEXT YY: CLOSE #1: SYSTEM' % (SCR_Y, SCR_Y + 10 * H - 1, SCR_X, SCR_X + 10 * W - 1))
    body[body.index(end)] = '%d %s' % (number, dump)
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, 'FRAME.BAS')
        open(src, 'w').write('\r\n'.join(body) + '\r\n')
        subprocess.run([run_sh, src, tmp, '300'], check=True)
        rows = [list(map(int, l.split())) for l in open(os.path.join(tmp, 'OUT.TXT')).read().split('\n') if l.strip()]
    pixels = [[0] * 320 for _ in range(200)]
    for y, row in enumerate(rows):
        pixels[SCR_Y + y][SCR_X:SCR_X + len(row)] = row
    return pixels


def overlay_text(pixels, printed):
    """SCREEN 13 PRINT: each character cell is the 8x8 ROM glyph in colour 15 on attribute 0."""
    font = open(os.path.join(REF, 'vga8x8_cp437.bin'), 'rb').read()
    grid = {}
    for row, text in printed:   # each PRINT starts at column 1 of its row (LOCATE r, 1 or the line before)
        for col, ch in enumerate(text):
            grid[(row, col)] = ord(ch)
    for (row, col), code in grid.items():
        for y in range(8):
            bits = font[code * 8 + y]
            for x in range(8):
                assert pixels[(row - 1) * 8 + y][col * 8 + x] == 0, 'text over the field'
                pixels[(row - 1) * 8 + y][col * 8 + x] = 15 if bits & (0x80 >> x) else 0


def write_png(path, pixels):
    rows = open(os.path.join(REF, 'vga256_default_palette_6bit.csv')).read().strip().split('\n')[1:]
    palette = [tuple(((int(v) << 2) | (int(v) >> 4)) & 255 for v in r.split(',')[1:4]) for r in rows]
    raw = b''.join(b'\x00' + bytes(c for a in row for c in palette[a]) for row in pixels)
    def chunk(kind, data):
        body = kind + data
        return struct.pack('>I', len(data)) + body + struct.pack('>I', zlib.crc32(body) & 0xffffffff)
    ihdr = struct.pack('>IIBBBBB', len(pixels[0]), len(pixels), 8, 2, 0, 0, 0)
    png = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', ihdr) + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b'')
    open(path, 'wb').write(png)


def bas_header(name, game, nkeys):
    what = 'ALL DONE!' if name == 'won' else 'YOU BLEW IT!'
    return [
        "' Golden: programs/minesweeper.bas, run unchanged, played with %s.keys (%d keys) to %s" % (name, nkeys, what),
        "' Expected output derived without our interpreter by scripts/minesweeper-oracle.py: the listing's",
        "' SUBs re-done by hand on QBasic's RND LCG (no RANDOMIZE: seed &H50000) give the mines",
        "' %s after the first click; .out is every PRINT; .png is the last" % ' '.join(str(i) for i in game.mines),
        "' frame drawn by %s from the final field plus the VGA 8x8 font text rows." % FRAME_BY,
        "' Derivation, boards and key-by-key reasoning: test/golden/minesweeper/README.md.",
    ]


FRAME_BY = 'PC-BASIC 2.0.8 (SCREEN 7)'


def main(draw_frame, listing_path):
    listing = open(listing_path, 'rb').read()
    for name, script in GAMES.items():
        game, nkeys = play(script)
        game.mines = [i for i in range(CELLS) if game.f[i] & 15 == 9]
        base = os.path.join(OUT, name)
        open(base + '.keys', 'w').write(script)
        open(base + '.out', 'w', newline='\n').write(''.join(text + '\n' for _, text in game.printed))
        pixels = draw_frame(gwbasic_frame(game))
        overlay_text(pixels, game.printed)
        write_png(base + '.png', pixels)
        header = ''.join(line + '\n' for line in bas_header(name, game, nkeys))
        open(base + '.run', 'w', newline='\n').write(header + 'programs/minesweeper.bas\n')
        print('%s: RND mines %s, moved to %s, final mines %s, cursor (%d,%d), %d keys'
              % (name, game.populated, game.moved, game.mines, game.x, game.y, nkeys))
        print('\n'.join('  ' + a + '   ' + b for a, b in zip(board(game, False), board(game, True))))


if __name__ == '__main__':
    if sys.argv[1] == '--qbasic':   # --qbasic RUN_SH: the frame from QBasic 1.1 itself (preferred)
        FRAME_BY = 'QBasic 1.1 under DOSBox (SCREEN 13, read back by POINT)'
        run_sh = sys.argv[2]
        main(lambda program: qbasic_pixels(run_sh, program), sys.argv[3] if len(sys.argv) > 3 else LISTING)
    else:
        sys.path.insert(0, sys.argv[1])
        import pcbasic
        main(lambda program: pcbasic_pixels(pcbasic, program), sys.argv[2] if len(sys.argv) > 2 else LISTING)
