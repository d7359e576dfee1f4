"""The blinded pairwise preference study (paper §4): create, serve, analyse, export.

``create_study`` builds a SQLite study file, ``create_app`` serves it to annotators,
``report.compute`` and ``stats`` give the statistics, ``export_csv`` writes the judgements.
The web pieces (FastAPI, uvicorn, pygments, jinja2) are imported only where they are used.
"""

from codereward.study.create import (
    INSTRUCTIONS,
    CreatedStudy,
    StudyInputError,
    System,
    create_study,
    read_completions,
    read_problems,
)
from codereward.study.db import StudyError
from codereward.study.export import export_csv, export_rows
from codereward.study.stats import (
    binom_test,
    clopper_pearson_interval,
    cohens_h,
    cohens_kappa,
    fleiss_kappa,
    parse_counts,
    proportion_summary,
    wilson_interval,
)

__all__ = [
    "INSTRUCTIONS", "CreatedStudy", "StudyError", "StudyInputError", "System", "binom_test",
    "clopper_pearson_interval", "cohens_h", "cohens_kappa", "create_study", "export_csv", "export_rows",
    "fleiss_kappa", "parse_counts", "proportion_summary", "read_completions", "read_problems", "wilson_interval",
]
