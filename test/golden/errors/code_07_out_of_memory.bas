' expected: qbasic-facts.md "Errors": code 7 is "Out of memory"; raised with ERROR 7.
ERROR 7
