import pandas as pd
from fastapi import FastAPI, UploadFile

app = FastAPI()


@app.post("/frames/describe")
async def describe(upload: UploadFile):
    frame = pd.read_pickle(upload.file)
    return {"rows": len(frame)}
