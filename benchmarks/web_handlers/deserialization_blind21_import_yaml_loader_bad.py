import yaml
from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

router = APIRouter(prefix="/import")


class PipelineImporter:
    def parse(self, text: str) -> dict:
        document = yaml.load(text, Loader=yaml.Loader)
        if not isinstance(document, dict):
            raise ValueError("a pipeline is a mapping")
        return document


@router.post("/pipeline")
async def import_pipeline(request: Request):
    body = (await request.body()).decode()
    try:
        pipeline = PipelineImporter().parse(body)
    except (ValueError, yaml.YAMLError) as exc:
        return JSONResponse({"error": str(exc)}, status_code=422)
    return {"stages": sorted(pipeline)}
