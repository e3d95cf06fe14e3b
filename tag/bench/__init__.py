"""Benchmarks: speed and memory targets printed as ratios against a baseline from the same run."""
