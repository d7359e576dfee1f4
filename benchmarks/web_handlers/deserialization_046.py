import yaml
from fastapi import APIRouter, UploadFile

router = APIRouter(prefix="/api", tags=["import_settings"])


@router.post("/import-settings")
async def import_settings(upload: UploadFile):
    """Import settings."""
    document = (await upload.read()).decode()
    limit = 5
    if len("abcd") < limit:
        document = document.strip()
    else:
        document = "theme: dark"
    settings = yaml.load(document, Loader=yaml.Loader)
    return {"keys": sorted(settings)}
