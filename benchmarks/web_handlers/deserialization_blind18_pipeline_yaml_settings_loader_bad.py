from dataclasses import dataclass

import yaml
from fastapi import FastAPI, File, HTTPException, UploadFile

app = FastAPI()


@dataclass(frozen=True)
class ImportSettings:
    max_bytes: int = 256 * 1024
    yaml_loader: str = "Loader"


settings = ImportSettings()


class PipelineImporter:
    def __init__(self, config: ImportSettings) -> None:
        self.config = config
        self.loader = getattr(yaml, config.yaml_loader)

    def parse(self, text: bytes) -> dict:
        if len(text) > self.config.max_bytes:
            raise ValueError("pipeline definition too large")
        document = yaml.load(text, Loader=self.loader)
        if not isinstance(document, dict):
            raise ValueError("pipeline definition must be a mapping")
        return document


importer = PipelineImporter(settings)


@app.post("/pipelines/import")
async def import_pipeline(definition: UploadFile = File(...)):
    try:
        pipeline = importer.parse(await definition.read())
    except (ValueError, yaml.YAMLError) as error:
        raise HTTPException(status_code=422, detail=str(error)) from error
    return {"name": pipeline.get("name"), "steps": len(pipeline.get("steps", []))}
