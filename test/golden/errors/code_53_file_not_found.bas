' expected: qbasic-facts.md "Errors": OPEN FOR INPUT of a missing file is error 53.
OPEN "NOSUCH.TXT" FOR INPUT AS #1
