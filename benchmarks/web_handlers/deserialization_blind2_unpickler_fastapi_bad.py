import io
import pickle

from fastapi import FastAPI, UploadFile

app = FastAPI()


@app.post("/models")
async def upload_model(blob: UploadFile):
    data = await blob.read()
    model = pickle.Unpickler(io.BytesIO(data)).load()
    return {"kind": type(model).__name__}
