import io
import json

from fastapi import FastAPI, UploadFile

app = FastAPI()


@app.post("/models")
async def upload_model(blob: UploadFile):
    data = await blob.read()
    model = json.load(io.BytesIO(data))
    return {"kind": type(model).__name__}
