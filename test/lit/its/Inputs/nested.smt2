; for (i = 0; i < n; i++) for (j = 0; j < i; j++) ;   (T2 style: x^0 / x^post)
(declare-sort Loc 0)
(declare-const l0 Loc)
(declare-const outer Loc)
(declare-const inner Loc)
(declare-const done Loc)
(assert (distinct l0 outer inner done))
(define-fun cfg_init ( (pc Loc) (src Loc) (rel Bool) ) Bool
  (and (= pc src) rel))
(define-fun cfg_trans2 ( (pc Loc) (src Loc)
                         (pc1 Loc) (dst Loc)
                         (rel Bool) ) Bool
  (and (= pc src) (= pc1 dst) rel))
(define-fun cfg_trans3 ( (pc Loc) (exit Loc)
                         (pc1 Loc) (call Loc)
                         (pc2 Loc) (return Loc)
                         (rel Bool) ) Bool
  (and (= pc exit) (= pc1 call) (= pc2 return) rel))
(define-fun init_main ( (pc^0 Loc) (i^0 Int) (j^0 Int) (n^0 Int) ) Bool
  (cfg_init pc^0 l0 true))
(define-fun next_main (
                 (pc^0 Loc) (i^0 Int) (j^0 Int) (n^0 Int)
                 (pc^post Loc) (i^post Int) (j^post Int) (n^post Int)
             ) Bool
  (or
    (cfg_trans2 pc^0 l0 pc^post outer (and (= i^post 0) (= j^post j^0) (= n^post n^0)))
    (cfg_trans2 pc^0 outer pc^post inner (and (< i^0 n^0) (= i^post i^0) (= j^post 0) (= n^post n^0)))
    (cfg_trans2 pc^0 outer pc^post done (and (>= i^0 n^0) (= i^post i^0) (= j^post j^0) (= n^post n^0)))
    (cfg_trans2 pc^0 inner pc^post inner (and (< j^0 i^0) (= i^post i^0) (= j^post (+ j^0 1)) (= n^post n^0)))
    (cfg_trans2 pc^0 inner pc^post outer (and (>= j^0 i^0) (= i^post (+ i^0 1)) (= j^post j^0) (= n^post n^0)))
  )
)
