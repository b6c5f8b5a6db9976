' Expected image and stdout: PC-BASIC 2.0.8 (commit 6a3a035b) running these lines in its VGA text mode
' with 8-pixel cells; scripts/pcbasic-golden.py. In SCREEN 0 PCOPY copies characters and their colours:
' text written on the hidden page 1 appears on page 0 in the colours it was written in.
SCREEN 0, 0, 0, 0: WIDTH 80: CLS
PRINT "page 0 text, soon overwritten"
SCREEN 0, 0, 1, 0
COLOR 14, 1: LOCATE 5, 10: PRINT "yellow on blue, from page 1"
COLOR 10, 0: LOCATE 6, 10: PRINT "green"
PCOPY 1, 0
SCREEN 0, 0, 0, 0
COLOR 7, 0: LOCATE 10, 1: PRINT "back on page 0"
