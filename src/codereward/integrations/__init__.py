"""Trainer integrations: TRL (the reward functions themselves), verl, OpenRLHF."""
