"""The caller's side: the pool, its handles on workers, attempts, verdicts, comparison, test formats, scale tests, cgroups, tiers."""
