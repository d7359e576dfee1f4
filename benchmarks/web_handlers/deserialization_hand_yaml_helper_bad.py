import yaml
from django.http import JsonResponse

def parse_manifest(text):
    return yaml.load(text, Loader=yaml.FullLoader)

def manifest(request):
    data = parse_manifest(request.body.decode())
    return JsonResponse({"name": data.get("name")})
