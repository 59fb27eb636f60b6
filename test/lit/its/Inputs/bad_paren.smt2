(declare-sort Loc 0)
(declare-const l0 Loc
