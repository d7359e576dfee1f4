import yaml
from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["import_settings"])


@router.post("/import-settings")
async def import_settings(request: Request):
    """Import settings."""
    document = (await request.json()).get("document", "")
    requested, fallback = document, "theme: dark"
    document = requested or fallback
    settings = yaml.load(document, Loader=yaml.SafeLoader)
    return {"keys": sorted(settings)}
