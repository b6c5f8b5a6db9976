' expected: qbasic-facts.md "Errors"/"Numbers": INTEGER result out of range is error 6.
a% = 300
b% = a% * a%
