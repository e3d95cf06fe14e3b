"""TAG: plan, rewrite and run distributed training steps expressed in StableHLO."""
__version__ = "0.1.0"
