(declare-sort Loc 0)
(declare-const l0 Loc)
(define-fun cfg_init ( (pc Loc) (src Loc) (rel Bool) ) Bool (and (= pc src) rel))
(define-fun cfg_trans2 ( (pc Loc) (src Loc) (pc1 Loc) (dst Loc) (rel Bool) ) Bool
  (and (= pc src) (= pc1 dst) rel))
(define-fun init_main ( (pc^0 Loc) (x^0 Int) ) Bool (cfg_init pc^0 l0 true))
(define-fun next_main ( (pc^0 Loc) (x^0 Int) (pc^post Loc) (x^post Int) ) Bool
  (or (cfg_trans2 pc^0 l0 pc^post l0 (= x^post (frob x^0)))))
