import pandas as pd
from fastapi import FastAPI, UploadFile

app = FastAPI()


@app.post("/frames")
async def load_frame(upload: UploadFile):
    frame = pd.read_pickle(upload.file)
    return {"columns": list(frame.columns)}
