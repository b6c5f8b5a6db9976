' Expected: Illegal function call at the PCOPY naming page 8, after the lines before it ran. QB45 help
' ("SCREEN Statement" table): SCREEN 7 has pages 0-7 with 256K of EGA/VGA memory; "PCOPY Statement":
' the pages must be in the range the mode allows. (PC-BASIC 2.0.8 gives its SCREEN 7 32 pages.)
SCREEN 7
PCOPY 0, 7
PRINT "pages 0-7"
PCOPY 0, 8
PRINT "not reached"
