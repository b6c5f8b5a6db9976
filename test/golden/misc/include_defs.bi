' included by include_file.bas
DECLARE FUNCTION Twice% (n%)
greeting$ = "hello"
