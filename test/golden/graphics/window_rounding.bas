' Expected output: Microsoft QBasic 1.1 under DOSBox (the oracle). WINDOW's pixel is (x - left) * scale,
' the scale (view pixels over window units) a double, the product rounded half to even only once: 319 / 6
' and 319 / 100 as doubles are below their value (x = 3 and 50 land on 159), 319 / 26 above (160), 319 / 22
' is exactly 14.5 (14, 72, 130). PSET uses the same pixel, and y maps the same way.
SCREEN 13
WINDOW (0, 0)-(6, 100): PRINT PMAP(3, 0);
WINDOW (0, 0)-(12, 100): PRINT PMAP(6, 0);
WINDOW (0, 0)-(14, 100): PRINT PMAP(7, 0);
WINDOW (0, 0)-(18, 100): PRINT PMAP(9, 0);
WINDOW (0, 0)-(22, 100): PRINT PMAP(1, 0); PMAP(5, 0); PMAP(9, 0)
WINDOW (0, 0)-(24, 100): PRINT PMAP(12, 0);
WINDOW (0, 0)-(26, 100): PRINT PMAP(13, 0);
WINDOW (10, 0)-(36, 100): PRINT PMAP(23, 0);
WINDOW (-13, 0)-(13, 100): PRINT PMAP(0, 0);
WINDOW (0, 0)-(6, 100): PSET (3, 50), 1: PRINT POINT(0);
WINDOW (0, 0)-(26, 100): PSET (13, 50), 1: PRINT POINT(0)
WINDOW (0, 0)-(100, 100): PRINT PMAP(50, 1); PMAP(150, 1); PMAP(-50, 1); PMAP(1, 2); PMAP(5, 3)
WINDOW SCREEN (0, -50)-(100, 50): PRINT PMAP(0, 1); PMAP(-100, 0); PMAP(150, 0)
WINDOW (0, 0)-(638, 398): PRINT PMAP(1, 0); PMAP(3, 0); PMAP(5, 0); PMAP(1, 1); PMAP(3, 1)
