; while (x > 0) { if (y > 0) y--; else { x--; y = nondet(); } }
; lexicographic (x, y); no single linear ranking function
(declare-sort Loc 0)
(declare-const start Loc)
(declare-const head Loc)
(assert (distinct start head))
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
(define-fun init_main ( (pc^0 Loc) (x^0 Int) (y^0 Int) ) Bool
  (cfg_init pc^0 start true))
(define-fun next_main (
                 (pc^0 Loc) (x^0 Int) (y^0 Int)
                 (pc^post Loc) (x^post Int) (y^post Int)
             ) Bool
  (or
    (cfg_trans2 pc^0 start pc^post head (and (= x^post x^0) (= y^post y^0)))
    (cfg_trans2 pc^0 head pc^post head
      (and (> x^0 0) (ite (> y^0 0)
                          (and (= y^post (- y^0 1)) (= x^post x^0))
                          (= x^post (- x^0 1)))))
  )
)
