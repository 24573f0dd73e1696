// The baseline of the benchmarks: a node24 action whose entry does nothing, started the way a runner starts ours.
export {}
