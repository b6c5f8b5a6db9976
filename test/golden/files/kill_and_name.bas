' expected: QBasic help "KILL", "NAME": KILL deletes, NAME renames; opening a missing file FOR
' INPUT is "File not found" (53), as is KILL of a missing file.
ON ERROR GOTO handler
OPEN "OLD.TXT" FOR OUTPUT AS #1: PRINT #1, "x": CLOSE #1
NAME "OLD.TXT" AS "NEW.TXT"
OPEN "OLD.TXT" FOR INPUT AS #1
OPEN "NEW.TXT" FOR INPUT AS #1
LINE INPUT #1, t$: PRINT t$
CLOSE #1
KILL "NEW.TXT"
OPEN "NEW.TXT" FOR INPUT AS #1
KILL "NEW.TXT"
PRINT "done"
END
handler:
PRINT "error"; ERR
RESUME NEXT
