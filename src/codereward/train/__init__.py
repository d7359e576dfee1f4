"""Training: ``codereward train`` (TRL GRPO with codereward's rewards) and its pieces."""
