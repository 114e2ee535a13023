;; Dot products of one query vector with many stored vectors, four lanes at a time (WASM SIMD).
;; dots(vec, q, out, n, stride): for i in 0..n, out[i] = sum over the row of vec[i] * q, where rows
;; are `stride` bytes apart (a multiple of 32: the vector padded with zeros) and all pointers are
;; byte offsets into the exported memory. Compiled by build-dot-product.mjs into dot-product-wasm.ts.
(module
  (memory (export "memory") 1)
  (func (export "dots") (param $vec i32) (param $q i32) (param $out i32) (param $n i32) (param $stride i32)
    (local $i i32) (local $j i32) (local $a v128) (local $b v128)
    (block $done
      (loop $rows
        (br_if $done (i32.ge_u (local.get $i) (local.get $n)))
        (local.set $a (v128.const f32x4 0 0 0 0))
        (local.set $b (v128.const f32x4 0 0 0 0))
        (local.set $j (i32.const 0))
        (block $row_done
          (loop $columns
            (br_if $row_done (i32.ge_u (local.get $j) (local.get $stride)))
            ;; Two accumulators: independent additions the CPU can overlap.
            (local.set $a
              (f32x4.add (local.get $a)
                (f32x4.mul
                  (v128.load (i32.add (local.get $vec) (local.get $j)))
                  (v128.load (i32.add (local.get $q) (local.get $j))))))
            (local.set $b
              (f32x4.add (local.get $b)
                (f32x4.mul
                  (v128.load offset=16 (i32.add (local.get $vec) (local.get $j)))
                  (v128.load offset=16 (i32.add (local.get $q) (local.get $j))))))
            (local.set $j (i32.add (local.get $j) (i32.const 32)))
            (br $columns)))
        (local.set $a (f32x4.add (local.get $a) (local.get $b)))
        (f32.store (local.get $out)
          (f32.add
            (f32.add (f32x4.extract_lane 0 (local.get $a)) (f32x4.extract_lane 1 (local.get $a)))
            (f32.add (f32x4.extract_lane 2 (local.get $a)) (f32x4.extract_lane 3 (local.get $a)))))
        (local.set $vec (i32.add (local.get $vec) (local.get $stride)))
        (local.set $out (i32.add (local.get $out) (i32.const 4)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $rows)))))
