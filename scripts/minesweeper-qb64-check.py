#!/usr/bin/env python3
"""Cross-check for test/golden/minesweeper: the listing itself compiled by QB64-PE (QBasic's RND) as a
console program, its graphics statements (SCREEN 13, the renderField call, the cursor LINE) commented out,
INKEY$ fed from NAME.keys and the final gField dumped; its output must equal NAME.out and its field the
one scripts/minesweeper-oracle.py derives.  usage: python3 scripts/minesweeper-qb64-check.py QB64PE_DIR
"""
import importlib.util, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location('oracle', os.path.join(HERE, 'minesweeper-oracle.py'))
oracle = importlib.util.module_from_spec(spec)
spec.loader.exec_module(oracle)
KEY_EXPR = {'up': 'CHR$(0) + "H"', 'down': 'CHR$(0) + "P"', 'left': 'CHR$(0) + "K"', 'right': 'CHR$(0) + "M"',
            'enter': 'CHR$(13)'}


def instrumented(listing, keys):
    src = listing.replace('\r\n', '\n')
    for pattern in (r'SCREEN 13\s*$', r'renderField scrX, scrY', r'LINE \(scrX'):
        src = re.sub(r'(?m)^(\s*)(' + pattern + ')', r"\1' \2", src)
    src = src.replace('INKEY$', 'FakeKey$')
    for status in ('"ALL DONE!"', '"YOU BLEW IT!"'):
        src = src.replace('PRINT ' + status, 'PRINT %s: dumpField plX, plY' % status)
    parts = [KEY_EXPR[m.group(1)] if m.group(1) else 'CHR$(%d)' % ord(m.group(2))
             for m in re.finditer(r'\{(\w+)\}|(.)', keys)]
    extra = ['FUNCTION FakeKey$', '  STATIC p AS INTEGER, k$, started AS INTEGER', '  IF started = 0 THEN',
             '    started = 1: p = 1: k$ = ""'] + ['    k$ = k$ + ' + e for e in parts] + [
             '  END IF', '  IF p > LEN(k$) THEN PRINT "[keys used up]": SYSTEM',
             '  n = 1: IF MID$(k$, p, 1) = CHR$(0) THEN n = 2', '  FakeKey$ = MID$(k$, p, n): p = p + n',
             'END FUNCTION', 'SUB dumpField (x AS INTEGER, y AS INTEGER)', '  PRINT "[cursor"; x; y; "]"',
             '  FOR i = 0 TO gNumCells - 1: PRINT gField(i);: NEXT', 'END SUB']
    return '$CONSOLE:ONLY\n' + src.rstrip('\n') + '\n\n' + '\n'.join(extra) + '\n'


def run_qb64(qb64, source, work, name):
    bas, exe = os.path.join(work, name + '.bas'), os.path.join(work, name)
    open(bas, 'w', encoding='latin1').write(source)
    subprocess.run([os.path.join(qb64, 'qb64pe'), '-x', bas, '-o', exe], cwd=qb64, capture_output=True)
    if not os.path.exists(exe):
        sys.exit('QB64-PE could not compile ' + bas)
    out = subprocess.run([exe], cwd=work, stdin=subprocess.DEVNULL, capture_output=True, timeout=60).stdout
    return re.sub(r'\x1b\[[0-9;?]*[A-Za-z]', '', out.decode('latin1'))


def main(qb64):
    listing = open(oracle.LISTING, encoding='latin1').read()
    ok = True
    with tempfile.TemporaryDirectory() as work:
        for name, keys in oracle.GAMES.items():
            printed, dump = run_qb64(qb64, instrumented(listing, keys), work, name).split('[cursor')
            numbers = [int(v) for v in re.findall(r'-?\d+', dump)]
            game, _ = oracle.play(keys)
            same_out = printed == open(os.path.join(oracle.OUT, name + '.out')).read()
            same_field = numbers == [game.x, game.y] + game.f[:oracle.CELLS]
            print('%s: .out %s, final cursor and field %s' % (name, 'equal' if same_out else 'DIFFERENT',
                                                              'equal' if same_field else 'DIFFERENT'))
            ok = ok and same_out and same_field
    sys.exit(0 if ok else 1)


if __name__ == '__main__':
    main(sys.argv[1])
