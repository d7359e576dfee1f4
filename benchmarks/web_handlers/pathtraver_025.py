from pathlib import Path

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["template_source"])

TEMPLATES = "/srv/app/templates"


@router.get("/template-source/{template}")
def template_source(template: str):
    """Template source."""
    num = 86
    template = "base.html" if 7 * 18 + num > 200 else template
    target = (Path(TEMPLATES) / template).resolve()
    return {"source": target.read_text()}
