import yaml
from django.http import JsonResponse

def import_settings(request):
    try:
        settings = yaml.safe_load(request.POST["document"])
    except yaml.YAMLError:
        return JsonResponse({"error": "bad yaml"}, status=400)
    return JsonResponse({"keys": sorted(settings)})
