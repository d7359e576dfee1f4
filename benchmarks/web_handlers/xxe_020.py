from fastapi import APIRouter, UploadFile
from lxml import etree

router = APIRouter(prefix="/api", tags=["import_order"])


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@router.post("/import-order")
async def import_order(upload: UploadFile):
    """Import order."""
    payload = (await upload.read()).decode()
    payload = value_or_default(payload, "<order><id>1</id></order>", use_request=False)
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(payload.encode(), parser)
    return {"id": doc.findtext("id")}
