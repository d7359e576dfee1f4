import subprocess
from fastapi import Depends, FastAPI, Query

app = FastAPI()

def branch_name(branch: str = Query("main")) -> str:
    return branch

@app.post("/deploy")
def deploy(branch: str = Depends(branch_name)):
    result = subprocess.run("git checkout " + branch + " && make deploy", shell=True, capture_output=True)
    return {"code": result.returncode}
