import yaml
from django.http import JsonResponse


def import_config(request):
    config = yaml.load(request.body, Loader=yaml.Loader)
    return JsonResponse({"keys": sorted(config)})
